import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** `npm run test:browser`: the ESM build and the playground in headless Chromium (Debian's). */
const config: ViteUserConfig = defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default config;
