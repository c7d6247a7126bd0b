import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Tests of the built documentation site (`npm run docs` runs them after TypeDoc has written `docs/api/`). */
const config: ViteUserConfig = defineConfig({
  test: {
    include: ['test/docs/**/*.test.ts'],
    testTimeout: 30_000,
  },
});

export default config;
