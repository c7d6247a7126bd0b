/** The shared generator properties, applied to every generator kiri-dice ships. */
import { sfc32 } from '../../src/index.js';
import { describeRandomGenerator } from './randomGeneratorSuite.js';

for (const generator of [sfc32]) describeRandomGenerator(generator);
