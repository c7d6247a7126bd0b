// @ts-check
// A TypeDoc plugin: puts the playground beside the API docs (docs/api/playground/, with the
// ESM builds as kiri-dice.js, kiri-dice-odds.js, kiri-dice-record.js, kiri-dice-fair.js and
// kiri-dice-review.js, exactly as published) and links it from every page's sidebar.
// It also makes the guides' plain markdown links to a source file (`[solveRound](../src/odds/solveRound.ts)`,
// which GitHub opens as the source with its TSDoc) link to that declaration's API page.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter, DeclarationReflection, JSX, ReflectionKind, RendererEvent } from 'typedoc';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {import('typedoc').Application} app */
export function load(app) {
  // Every exported declaration named after its file (src/odds/solveRound.ts declares solveRound)
  // is what a relative link to that file means; TypeDoc resolves such links when it renders.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const { project } = context;
    const kinds =
      ReflectionKind.Function |
      ReflectionKind.Class |
      ReflectionKind.Interface |
      ReflectionKind.TypeAlias |
      ReflectionKind.Variable;
    const linked = new Set();
    for (const reflection of project.getReflectionsByKind(kinds)) {
      if (
        !(reflection instanceof DeclarationReflection) ||
        !reflection.parent?.kindOf(ReflectionKind.Module)
      )
        continue;
      const file = reflection.sources?.[0]?.fullFileName;
      if (!file || basename(file).replace(/\.ts$/, '') !== reflection.name || linked.has(file))
        continue;
      linked.add(file);
      project.files.registerReflectionPath(
        /** @type {import('typedoc').NormalizedPath} */ (file),
        reflection,
      );
    }
  });
  app.renderer.hooks.on('sidebar.begin', (context) =>
    JSX.createElement(
      'a',
      {
        href: context.relativeURL('playground/index.html'),
        class: 'kiri-playground-link',
        style: 'display:block;margin-bottom:1rem;font-weight:600',
      },
      '▶ Playground: play Kiri in the browser',
    ),
  );
  app.renderer.on(RendererEvent.END, (event) => {
    const builds = {
      'kiri-dice.js': 'dist/index.js',
      'kiri-dice-odds.js': 'dist/odds.js',
      'kiri-dice-record.js': 'dist/record.js',
      'kiri-dice-fair.js': 'dist/fair.js',
      'kiri-dice-review.js': 'dist/review.js',
    };
    const missing = Object.values(builds).filter((file) => !existsSync(join(root, file)));
    if (missing.length) {
      app.logger.error(
        `typedoc-playground: ${missing.join(', ')} missing: run \`npm run build\` first (\`npm run docs\` does)`,
      );
      return;
    }
    const out = join(event.outputDirectory, 'playground');
    mkdirSync(out, { recursive: true });
    for (const file of readdirSync(join(root, 'docs/playground'))) {
      if (/\.(html|js|css)$/.test(file))
        copyFileSync(join(root, 'docs/playground', file), join(out, file));
    }
    for (const [name, file] of Object.entries(builds))
      copyFileSync(join(root, file), join(out, name));
    // The ESM entries import the code they share from chunks beside them, so that the page loads
    // it once (one KiriError class, one standardRules).
    for (const file of readdirSync(join(root, 'dist'))) {
      if (/^chunk-.*\.js$/.test(file)) copyFileSync(join(root, 'dist', file), join(out, file));
    }
  });
}
