// Loaded only by the mutation run (test/mutation/vitest.config.ts): one fixed seed, so a mutant's verdict does not depend on luck.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20_240_601 });
