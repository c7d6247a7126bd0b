// `node bench/edges.mjs` (after `npm run build`): the figures of the largest legal inputs, which
// must stay bounded. Peak memory of the command line on a record of (nearly) 16 MiB, the most
// that `replay` and `verify` read (the notation `play` writes, a round of a million rolls on one
// line, JSON, and JSON of fair dice that `verify` checks with the seeds), and of `play --record`
// on a long match, each at most three times the record's size above the memory of a bare start,
// whether standard output is a file or a pipe read slowly (`| less`); and the time of
// `evaluatePolicies` on the worst policies at 10,000 chips, solved or refused within seconds.
// Prints a table and exits with code 1 when a bound is missed. Not part of `npm test`: it takes
// about three minutes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMatch, reduce } from '../dist/index.js';
import { commitTo, fairRolls } from '../dist/fair.js';
import { evaluatePolicies } from '../dist/odds.js';
import { parseRecord } from '../dist/record.js';

const dir = mkdtempSync(join(tmpdir(), 'kiri-dice-edges-'));
const MiB = 1024 * 1024;
let missed = false;
const row = (name, figure, bound, pass) => {
  missed ||= !pass;
  console.log(`${pass ? 'ok  ' : 'MISS'} ${name.padEnd(62)} ${figure.padEnd(26)} bound ${bound}`);
};

/**
 * The peak resident memory of `node packages/cli/dist/cli.js ...args`, in bytes (GNU time's %M, in KiB), its
 * standard output a file (/dev/null), or with `slowly` a pipe that its reader leaves full for
 * two seconds before it reads on.
 */
function peak(args, slowly = false) {
  const command = [
    '/usr/bin/time',
    '-f',
    '%M',
    process.execPath,
    'packages/cli/dist/cli.js',
    ...args,
  ];
  const quoted = command.map((word) => `'${word}'`).join(' ');
  const run = slowly
    ? spawnSync('sh', ['-c', `${quoted} | (sleep 2; cat > /dev/null)`], {
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawnSync(command[0], command.slice(1), {
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
      });
  const kib = Number(run.stderr.trim().split('\n').at(-1));
  return { bytes: kib * 1024, code: run.status, err: run.stderr };
}

const base = peak(['--version']).bytes;
console.log(`a bare start of the command line: ${(base / MiB).toFixed(1)} MiB\n`);

// play --record on a match that never ends by itself: the demo stops near 16 MiB.
const text = join(dir, 'long.txt');
const long = [
  'play',
  ...['--chips', '1000000', '--stake', '1', '--max-rounds', '1000000000', '--record', text],
];
const played = peak(long);
const size = statSync(text).size;
const check = (name, { bytes, code }, fileSize) => {
  const ratio = (bytes - base) / fileSize;
  row(
    name,
    `${((bytes - base) / MiB).toFixed(1)} MiB = ${ratio.toFixed(2)}x file`,
    '<= 3x',
    // 3 is verify's answer on a record whose every move holds but whose match is not over.
    (code === 0 || (name.startsWith('verify') && code === 3)) && ratio <= 3,
  );
};
console.log(`play --record wrote ${(size / MiB).toFixed(2)} MiB`);
check('play --record (a long match; memory above a bare start)', played, size);
check('play --record, its output into a pipe read slowly', peak(long, true), size);
check('verify on that record', peak(['verify', text]), size);
check('replay on that record', peak(['replay', text]), size);
check('replay on that record, into a pipe read slowly', peak(['replay', text], true), size);

// One round of normal rolls, which never ends, on one line of nearly 16 MiB.
const line = join(dir, 'one-line.txt');
const header = 'format 1\nseed 1\nchips 100 100\nfirst-bettor 0\nrules standard\n\n';
const turns = Math.floor((15.5 * MiB) / 10);
writeFileSync(
  line,
  `${header}1. P0 bets 1, P1 accepts${'; P1 [3+5]; P0 [3+5]'.repeat(turns / 2)}\n`,
);
const lineSize = statSync(line).size;
console.log(`the record of one line: ${(lineSize / MiB).toFixed(2)} MiB`);
check('verify on a round of 1.6 million rolls (one line)', peak(['verify', line]), lineSize);
check('replay on that record', peak(['replay', line]), lineSize);

// A JSON record of nearly 16 MiB: the same match, cut to the moves that fit.
const record = parseRecord(readFileSync(text, 'utf8'));
const perMove = JSON.stringify(record).length / record.moves.length;
const moves = record.moves.slice(0, Math.floor((15.5 * MiB) / perMove));
const json = join(dir, 'long.json');
writeFileSync(json, JSON.stringify({ ...record, moves }));
const jsonSize = statSync(json).size;
console.log(`the JSON record: ${(jsonSize / MiB).toFixed(2)} MiB`);
check('verify on a JSON record', peak(['verify', json]), jsonSize);
check('replay on a JSON record', peak(['replay', json]), jsonSize);
check('replay on a JSON record, into a pipe read slowly', peak(['replay', json], true), jsonSize);

// A JSON record of nearly 16 MiB whose dice are all given, the fair dice of the seeds: verify
// with the three seed options checks every roll (about 260,000 of them, and as many HMACs).
const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
const clientSeed = 'edges';
const fair = join(dir, 'fair.json');
{
  const dice = await fairRolls(serverSeed, clientSeed, 300_000);
  let state = createMatch({ seed: 1, chips: [1e6, 1e6] });
  const given = [];
  for (let n = 0; n < dice.length;) {
    const bettor = state.bettor;
    for (const action of [
      { type: 'bet', player: bettor, amount: 1 },
      { type: 'accept', player: 1 - bettor },
    ]) {
      state = reduce(state, action);
      given.push(action);
    }
    while (state.phase === 'rolling' && n < dice.length) {
      const action = { type: 'roll', player: state.roller, dice: dice[n++] };
      state = reduce(state, action);
      given.push({ ...action, drawn: false });
    }
  }
  const start = { seed: 1, chips: [1e6, 1e6], firstBettor: 0 };
  const whole = JSON.stringify({ format: 1, rules: 'standard', start, moves: given });
  const kept = given.slice(0, Math.floor((given.length * 15.5 * MiB) / whole.length));
  writeFileSync(fair, JSON.stringify({ format: 1, rules: 'standard', start, moves: kept }));
}
const fairSize = statSync(fair).size;
const seeds = ['--server-seed', serverSeed, '--client-seed', clientSeed];
const fairArgs = ['verify', fair, ...seeds, '--commitment', await commitTo(serverSeed)];
console.log(`the JSON record of fair dice: ${(fairSize / MiB).toFixed(2)} MiB`);
check('verify --server-seed --client-seed --commitment on it', peak(fairArgs), fairSize);
rmSync(dir, { recursive: true, force: true });

// evaluatePolicies at the limit of 10,000 chips: the worst policies found, solved or refused.
const time = (name, policies) => {
  const start = performance.now();
  let outcome = 'solved';
  try {
    evaluatePolicies(policies, { totalChips: 10_000 });
  } catch (error) {
    outcome = `refused (${error.code})`;
  }
  const seconds = (performance.now() - start) / 1000;
  row(name, `${seconds.toFixed(1)} s, ${outcome}`, '<= 30 s', seconds <= 30);
};
time('evaluatePolicies: one stake of 5,000 among stakes of 1', [
  (m, o) => (m === 5000 && o === 5000 ? 5000 : 1),
  () => 1,
]);
time('evaluatePolicies: one stake of 300 among stakes of 1', [
  (m) => (m === 5000 ? 300 : 1),
  () => 1,
]);
time('evaluatePolicies: a stake of 300 everywhere', [(m, o) => Math.min(300, m, o), () => 1]);
time('evaluatePolicies: stakes of every size', [
  (m, o) => 1 + ((m * 7919) % Math.min(m, o)),
  () => 1,
]);
process.exitCode = missed ? 1 : 0;
