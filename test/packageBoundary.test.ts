import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import * as vitest from 'vitest';
import { packageBoundary } from '../scripts/package-boundary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (file: string): string => join(root, file);
const PRIVATE = '// @internal: private to this package.\n';

// RuleTester reports through the test framework it finds: vitest's, here.
RuleTester.describe = vitest.describe;
RuleTester.it = vitest.it;
RuleTester.itOnly = vitest.it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'kiri/package-boundary',
  packageBoundary,
  {
    valid: [
      { filename: at('src/game/reduce.ts'), code: `${PRIVATE}import { x } from '../engine/x.js';` },
      { filename: at('src/index.ts'), code: "export { reduce } from './game/reduce.js';" },
      {
        filename: at('packages/referee/src/core/hostMatch.ts'),
        code: `${PRIVATE}import { reduce } from 'kiri-dice';\nimport { fairRoller } from 'kiri-dice/fair';`,
      },
      {
        filename: at('packages/cli/src/run.ts'),
        code: `${PRIVATE}import { createReferee } from '@kiri-dice/referee';`,
      },
      {
        filename: at('packages/cli/test/run.test.ts'),
        code: "import { runs } from '@kiri-dice/testing/propertyRuns';\nimport { childEnv } from '../../../scripts/child-env.mjs';\nvi.mock('kiri-dice/odds');",
      },
      {
        filename: at('packages/cli/src/commands/reviewCommand.ts'),
        code: `${PRIVATE}import { reviewMatch } from 'kiri-dice/review';`,
      },
      {
        filename: at('src/review/reviewMatch.ts'),
        code: `${PRIVATE}import { solveMatch } from '../odds/solveMatch.js';\nimport { replaySteps } from '../record/replaySteps.js';`,
      },
    ],
    invalid: [
      {
        filename: at('packages/referee/src/core/hostMatch.ts'),
        code: `${PRIVATE}import { reduce } from '../../../../src/game/reduce.js';`,
        errors: [{ message: /reaches into kiri-dice: import its published entry by name/ }],
      },
      {
        filename: at('packages/cli/test/run.test.ts'),
        code: "vi.mock('../../referee/src/stores/sqlite/sqliteStore.js');",
        errors: [{ message: /reaches into packages\/referee/ }],
      },
      {
        filename: at('packages/referee/src/core/hostMatch.ts'),
        code: `${PRIVATE}const m = import('kiri-dice/record/parseRecord');`,
        errors: [{ message: /is no published entry: use one of kiri-dice, / }],
      },
      {
        filename: at('test/game/reduce.test.ts'),
        code: "import { run } from '@kiri-dice/cli';",
        errors: [{ message: /@kiri-dice\/cli is no published entry/ }],
      },
      {
        filename: at('src/game/reduce.ts'),
        code: `${PRIVATE}import { createReferee } from '@kiri-dice/referee';`,
        errors: [{ message: /the engine imports neither the referee nor the command line/ }],
      },
      {
        filename: at('packages/referee/src/createReferee.ts'),
        code: `${PRIVATE}export { x } from 'kiri-dice';\nimport '@kiri-dice/referee';`,
        errors: [{ message: /the referee imports its own files by relative path/ }],
      },
      {
        filename: at('packages/referee/src/createReferee.ts'),
        code: `${PRIVATE}import { runs } from '@kiri-dice/testing/propertyRuns';`,
        errors: [{ message: /the tests' helpers are not for a package's src\// }],
      },
      {
        filename: at('packages/cli/src/run.ts'),
        code: "import { x } from './x.js';",
        errors: [
          { message: /packages\/cli\/src\/run\.ts is private to its package: start it with/ },
        ],
      },
      {
        filename: at('src/fair/index.ts'),
        code: `${PRIVATE}export { fairDice } from './fairDice.js';`,
        errors: [{ message: /src\/fair\/index\.ts is an entry: it is public, not @internal/ }],
      },
    ],
  },
);
