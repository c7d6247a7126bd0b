// The mutation run of kiri-dice, the engine (`npx stryker run`): its settings, shared with the
// other packages' runs, are in scripts/mutation-config.mjs.
import { strykerConfig } from './scripts/mutation-config.mjs';

export default strykerConfig('kiri-dice');
