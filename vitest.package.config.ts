import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Tests of the built package as its users get it (`npm run check:package`, after the build):
 * the packed tarball, fresh consumer projects, the docs' code samples and the examples. They
 * run `dist/`, never `src/`, so they take no part in the coverage gate.
 */
const config: ViteUserConfig = defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/package/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default config;
