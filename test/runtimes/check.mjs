// The ES module side of the runtime check: the package's `import` entries.
import * as kiri from 'kiri-dice';
import * as odds from 'kiri-dice/odds';
import * as rules from 'kiri-dice/rules';
import check from './match.cjs';

check(kiri, rules, odds, 'import');
