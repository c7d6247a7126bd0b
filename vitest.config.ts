import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

const config: ViteUserConfig = defineConfig({
  define: { __KIRI_VERSION__: JSON.stringify(version) },
  test: {
    include: ['test/**/*.test.ts'],
    // The built package (`npm run check:package`), the browser (`npm run test:browser`) and the
    // built docs site (`npm run docs`) have their own configs.
    exclude: [...configDefaults.exclude, 'test/package/**', 'test/browser/**', 'test/docs/**'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The bin is process wiring (the streams, their write errors, simulate's worker and Ctrl-C);
      // the tests in test/cli/ run it as a child process.
      exclude: ['src/cli/bin.ts'],
      thresholds: { 100: true },
    },
  },
});

export default config;
