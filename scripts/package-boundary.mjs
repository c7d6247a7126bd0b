// @ts-check
// The ESLint rule `kiri/package-boundary` (eslint.config.js, in `npm run lint`): the packages of
// this repository use one another only by their published names and entries, and every private
// file of a package's src/ says so on its first line. test/packageBoundary.test.ts tests it.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, which the rule reads paths from. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the package that holds `path` (from the root): `packages/NAME`, or the root. */
function packageOf(path) {
  return /^packages\/[^/]+/.exec(path)?.[0] ?? '.';
}

/** The published entries a package may be imported by, each as its whole name. */
const ENTRIES = new Set([
  'kiri-dice',
  'kiri-dice/rules',
  'kiri-dice/odds',
  'kiri-dice/fair',
  'kiri-dice/record',
  'kiri-dice/review',
  '@kiri-dice/referee',
]);

/**
 * The rule behind the packages' boundary. A private file of a package's src/ (any but an entry,
 * index.ts) starts with a `// @internal` line. A relative import may not leave its package's folder
 * (the root's scripts/, which runs the repository and is never published, excepted); a name of
 * this repository's packages must be a published entry; the engine imports neither other package,
 * and the referee imports itself by relative path only; `@kiri-dice/testing` (the tests' helpers, never
 * published) is for tests, benches and scripts only, never for a package's `src/`.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const packageBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages use one another only by their published names and entries.' },
    schema: [],
  },
  create(context) {
    const file = relative(root, context.filename).replaceAll('\\', '/');
    const own = packageOf(file);
    // The tests' helpers (packages/testing) are tests, not a package's code.
    const inSrc =
      own !== 'packages/testing' &&
      (own === '.' ? file.startsWith('src/') : file.startsWith(`${own}/src/`));
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const refuse = (/** @type {string} */ message) => context.report({ node, message });
      if (source.startsWith('.')) {
        const target = relative(root, resolve(dirname(context.filename), source));
        const into = packageOf(target.replaceAll('\\', '/'));
        if (into !== own && !target.replaceAll('\\', '/').startsWith('scripts/'))
          refuse(
            `${source} reaches into ${into === '.' ? 'kiri-dice' : into}: import its published entry by name.`,
          );
        return;
      }
      if (source.startsWith('@kiri-dice/testing')) {
        if (inSrc) refuse(`${source}: the tests' helpers are not for a package's src/.`);
        return;
      }
      if (!/^(?:kiri-dice|@kiri-dice\/[^/]+)(?:\/|$)/.test(source)) return;
      if (!ENTRIES.has(source))
        refuse(`${source} is no published entry: use one of ${[...ENTRIES].join(', ')}.`);
      else if (inSrc && own === '.')
        refuse(`${source}: the engine imports neither the referee nor the command line.`);
      else if (inSrc && own === 'packages/referee' && source.startsWith('@kiri-dice/'))
        refuse(`${source}: the referee imports its own files by relative path.`);
    };
    const entry = inSrc && file.endsWith('/index.ts');
    return {
      // A private file says so on its first line; an entry is public, and does not.
      Program: (node) => {
        const marked = context.sourceCode.text.startsWith('// @internal');
        if (inSrc && !entry && !marked)
          context.report({
            node,
            message: `${file} is private to its package: start it with a \`// @internal: private to …\` line.`,
          });
        if (entry && marked)
          context.report({ node, message: `${file} is an entry: it is public, not @internal.` });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        const callee = node.callee;
        if (
          first?.type === 'Literal' &&
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name)
        )
          check(node, first.value);
      },
    };
  },
};
