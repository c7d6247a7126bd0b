import { readFileSync } from 'node:fs';
import type { Options } from 'tsup';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

const config: Options[] = [
  {
    // The library: ESM for `import`, CJS for `require`, each with its own declarations. The
    // entries share their code through chunks in both formats, so `kiri-dice/rules`,
    // `kiri-dice/odds`, `kiri-dice/fair` and `kiri-dice/record` throw the same KiriError class and
    // read the same standardRules as `kiri-dice`.
    entry: {
      index: 'src/index.ts',
      rules: 'src/rules/index.ts',
      odds: 'src/odds/index.ts',
      fair: 'src/fair/index.ts',
      record: 'src/record/index.ts',
      referee: 'src/referee/index.ts',
    },
    format: ['esm', 'cjs'],
    splitting: true,
    dts: { compilerOptions: { composite: false } },
    tsconfig: 'tsconfig.lib.json',
    target: 'es2022',
    platform: 'neutral',
    sourcemap: false,
    clean: true,
    treeshake: true,
    // Keep the Russian combination names readable (and 3x smaller) instead of \u-escaped.
    esbuildOptions(options) {
      options.charset = 'utf8';
    },
  },
  {
    // The command line: Node only, one ESM file with a shebang.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    clean: false,
    define: { __KIRI_VERSION__: JSON.stringify(version) },
    banner: { js: '#!/usr/bin/env node' },
  },
];

export default config;
