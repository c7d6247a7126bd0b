// The mutation run of @kiri-dice/cli, from the root: `npx stryker run packages/cli/stryker.config.mjs`.
// Its settings, shared with the other packages' runs, are in scripts/mutation-config.mjs.
import { strykerConfig } from '../../scripts/mutation-config.mjs';

export default strykerConfig('@kiri-dice/cli');
