// The mutation run of @kiri-dice/referee, from the root: `npx stryker run packages/referee/stryker.config.mjs`.
// Its settings, shared with the other packages' runs, are in scripts/mutation-config.mjs.
import { strykerConfig } from '../../scripts/mutation-config.mjs';

export default strykerConfig('@kiri-dice/referee');
