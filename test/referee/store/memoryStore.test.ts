import { memoryStore } from '../../../src/referee/index.js';
import { storeContract } from './storeContract.js';

storeContract('memoryStore', () => Promise.resolve(memoryStore()));
