import { readFileSync } from 'node:fs';
import type { Options } from 'tsup';

// The version `kiri-dice --version` prints: the command line's own.
const { version } = JSON.parse(readFileSync('./packages/cli/package.json', 'utf8')) as {
  version: string;
};

/** The engine's entries and pg: what the other packages import by name, and never bundle. */
const engine = ['kiri-dice', /^kiri-dice\//, 'pg'];

/** What both libraries' builds share: ESM for `import`, CJS for `require`, each with its types. */
const library = {
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.lib.json',
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  treeshake: true,
} satisfies Options;

const config: Options[] = [
  {
    ...library,
    // The engine. Its entries share their code through chunks in both formats, so
    // `kiri-dice/rules`, `kiri-dice/odds`, `kiri-dice/fair`, `kiri-dice/record` and
    // `kiri-dice/review` throw the same KiriError class and read the same standardRules as `kiri-dice`.
    entry: {
      index: 'src/index.ts',
      rules: 'src/rules/index.ts',
      odds: 'src/odds/index.ts',
      fair: 'src/fair/index.ts',
      record: 'src/record/index.ts',
      review: 'src/review/index.ts',
    },
    splitting: true,
    // Keep the Russian combination names readable (and 3x smaller) instead of \u-escaped.
    esbuildOptions(options) {
      options.charset = 'utf8';
    },
  },
  {
    ...library,
    // @kiri-dice/referee. The engine is its peer: imported by name, never bundled, so a server
    // and its referee share one engine and one KiriError.
    entry: { index: 'packages/referee/src/index.ts' },
    outDir: 'packages/referee/dist',
    external: engine,
  },
  {
    // @kiri-dice/cli: Node only, one ESM file with a shebang, that imports the engine and the
    // referee it depends on by name.
    entry: { cli: 'packages/cli/src/bin.ts' },
    outDir: 'packages/cli/dist',
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    clean: true,
    external: [...engine, '@kiri-dice/referee'],
    define: { __KIRI_VERSION__: JSON.stringify(version) },
    banner: { js: '#!/usr/bin/env node' },
  },
];

export default config;
