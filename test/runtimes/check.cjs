'use strict';
// The CommonJS side of the runtime check: the package's `require` entries.
const check = require('./match.cjs');

check(require('kiri-dice'), require('kiri-dice/rules'), require('kiri-dice/odds'), 'require');
