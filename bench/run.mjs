// `npm run bench`: the speed budgets of kiri-dice, each a ratio against a baseline measured in
// the same process and run, so that the machine's load cancels out. Prints a table, writes
// bench/results.json, and exits with code 1 when a budget is missed. Not part of `npm test`:
// timing is too noisy for a gate.
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { classifyRoll, createGame, createMatch, reduce, standardRules } from '../dist/index.js';
import { defineRules, standardRulesSpec } from '../dist/rules.js';
import { createBot, simulate, solveMatch, solveRound } from '../dist/odds.js';
import { formatRecord, parseRecord, play, replay, startRecord } from '../dist/record.js';
import { reviewMatch } from '../dist/review.js';
import { fairDice, fairRoller } from '../dist/fair.js';
import { mutableRounds, rawTableReads } from './baselines.mjs';
import { compare, measure } from './harness.mjs';

const quick = process.argv.includes('--quick');
const results = [];
const record = (name, figure, budget, pass, detail) => {
  results.push({ name, figure, budget, pass, ...detail });
  console.log(`${pass ? 'ok  ' : 'MISS'} ${name.padEnd(58)} ${figure.padEnd(22)} budget ${budget}`);
};

// 1. classifyRoll, with its input check, against a raw read of the same 64-entry table.
{
  const reads = 2_000_000;
  const viaClassify = () => {
    let sum = 0;
    for (let i = 0; i < reads; i++) sum += classifyRoll((i & 7) + 1, ((i >> 3) & 7) + 1).points;
    return sum;
  };
  if (viaClassify() !== rawTableReads(standardRules.table, reads))
    throw new Error('classifyRoll and the raw read disagree');
  const { ratio } = await compare(viaClassify, () => rawTableReads(standardRules.table, reads), {
    samples: 21,
  });
  const rate = 1 / ratio;
  record('classifyRoll rate / raw table read rate', `${rate.toFixed(2)}x`, '>= 0.5x', rate >= 0.5, {
    ratio: rate,
  });
}

// 2. Whole rounds through reduce (a new frozen state every action, as users get it) against a
// hand-written mutable loop playing the same rounds with the same generator and rules.
const roundsByReduce = (seed, rounds) => {
  let state = createMatch({ seed, chips: [1e15, 1e15] });
  let rolls = 0;
  const wins = [0, 0];
  for (let r = 0; r < rounds; r++) {
    state = reduce(state, { type: 'bet', player: state.bettor, amount: 1 });
    state = reduce(state, { type: 'accept', player: state.bettor === 0 ? 1 : 0 });
    while (state.phase === 'rolling') {
      state = reduce(state, { type: 'roll', player: state.roller });
      rolls++;
    }
    wins[state.lastRound.winner]++;
  }
  return { rolls, wins };
};
{
  const rounds = quick ? 5_000 : 20_000;
  const engine = roundsByReduce(7, rounds);
  const loop = mutableRounds(standardRules, 7, rounds, false);
  if (engine.rolls !== loop.rolls || engine.wins[1] !== loop.wins[1])
    throw new Error('reduce and the mutable loop played different rounds');
  const { ratio, subjectMs } = await compare(
    () => roundsByReduce(7, rounds),
    () => mutableRounds(standardRules, 7, rounds, false),
  );
  record(
    'reduce time per round / mutable loop time per round',
    `${ratio.toFixed(1)}x`,
    '<= 20x',
    ratio <= 20,
    {
      ratio,
      nsPerRoll: (subjectMs * 1e6) / engine.rolls,
    },
  );
}

// 2b. Many matches at once, as a server plays them: each step plays the next match, so every
// state comes back after others'. A game with remember: 'all' takes each back as its own; the
// default game checks it again, field by field. Both against one match played straight.
{
  const tables = quick ? 200 : 1_000;
  const steps = quick ? 20_000 : 100_000;
  const actionOf = (s) =>
    s.phase === 'betting'
      ? { type: 'bet', player: s.bettor, amount: 1 }
      : s.phase === 'accepting'
        ? { type: 'accept', player: s.bettor === 0 ? 1 : 0 }
        : { type: 'roll', player: s.roller };
  const interleaved = (game) => () => {
    const states = Array.from({ length: tables }, (_, seed) =>
      game.createMatch({ seed, chips: [1e15, 1e15] }),
    );
    for (let i = 0; i < steps; i++) {
      const t = i % tables;
      const s = states[t];
      states[t] = game.reduce(s, actionOf(s));
    }
    return states;
  };
  const straight = (game) => () => {
    let s = game.createMatch({ seed: 0, chips: [1e15, 1e15] });
    for (let i = 0; i < steps; i++) {
      s = game.reduce(s, actionOf(s));
    }
    return [s];
  };
  const all = createGame({ remember: 'all' });
  const last = createGame();
  const own = await compare(interleaved(all), interleaved(last), { samples: 5, warmup: 1 });
  const straightAll = await compare(interleaved(all), straight(last), { samples: 9 });
  record(
    `${tables} matches at once: remember: 'all' / every state checked`,
    `${own.ratio.toFixed(3)}x`,
    '<= 0.1x',
    own.ratio <= 0.1,
    { ratio: own.ratio, tables, steps },
  );
  // Shown, not budgeted: besides the checks, interleaving misses the generator's plain copy of
  // the words it drew last (see drawRoll.ts) and the caches of a single hot state.
  record(
    `${tables} matches at once, remember: 'all' / one match straight`,
    `${straightAll.ratio.toFixed(2)}x`,
    'none (shown)',
    true,
    { ratio: straightAll.ratio },
  );
}

// 3. simulate against the same mutable loop gathering the same statistics.
{
  const rounds = quick ? 20_000 : 200_000;
  const sim = simulate({ rounds, seed: 11 });
  const loop = mutableRounds(standardRules, 11, rounds, true);
  if (
    sim.rolls !== loop.rolls ||
    sim.wins[1] !== loop.wins[1] ||
    sim.firstRollerWins !== loop.firstRollerWins
  ) {
    throw new Error('simulate and the mutable loop played different rounds');
  }
  const { ratio } = await compare(
    () => simulate({ rounds, seed: 11 }),
    () => mutableRounds(standardRules, 11, rounds, true),
  );
  record(
    'simulate time / mutable loop with statistics time',
    `${ratio.toFixed(2)}x`,
    '<= 1.25x',
    ratio <= 1.25,
    { ratio },
  );
}

// 4. The exact solver against one simulation of 10,000 rounds.
const house = defineRules({
  name: 'house',
  targetPoints: 5,
  combinations: standardRulesSpec.combinations.map((c) =>
    c.id === 'reverse' ? { ...c, bonusRolls: 3 } : c.points ? { ...c, endsTurn: true } : c,
  ),
});
for (const rules of [standardRules, house]) {
  const { ratio } = await compare(
    () => solveRound(rules),
    () => simulate({ rounds: 10_000, seed: 3, rules }),
    { samples: 21 },
  );
  record(
    `solveRound(${rules.name}) / simulate 10,000 rounds`,
    `${ratio.toFixed(3)}x`,
    '< 1x',
    ratio < 1,
    { ratio },
  );
}

// 4b. The whole-match solver for 100 + 100 chips against the same 10,000 simulated rounds, and a
// move of the best bot (its table built) against a reduce step from the same states.
{
  const { ratio } = await compare(
    () => solveMatch({ totalChips: 200 }),
    () => simulate({ rounds: 10_000, seed: 3 }),
    { samples: 21 },
  );
  record(
    'solveMatch(100 + 100) / simulate 10,000 rounds',
    `${ratio.toFixed(3)}x`,
    '< 1x',
    ratio < 1,
    {
      ratio,
    },
  );
  const bot = createBot({ strategy: 'best' });
  const states = [];
  let state = createMatch({ seed: 9 });
  while (states.length < 20_000) {
    if (state.phase === 'over') state = createMatch({ seed: states.length });
    states.push(state);
    state = reduce(state, bot(state));
  }
  const betting = states.filter((s) => s.phase === 'betting');
  const moves = () => {
    let sum = 0;
    for (const s of betting) sum += bot(s).amount;
    return sum;
  };
  const steps = () => {
    let sum = 0;
    for (const s of betting) sum += reduce(s, { type: 'bet', player: s.bettor, amount: 1 }).stake;
    return sum;
  };
  if (moves() !== steps()) throw new Error('the best bot did not stake 1');
  const step = await compare(moves, steps);
  record(
    'best bot move / reduce step (bets, table built)',
    `${step.ratio.toFixed(2)}x`,
    '<= 2x',
    step.ratio <= 2,
    {
      ratio: step.ratio,
    },
  );
}

// 4c. The review of a match of 500 rounds between two best bots from 100 + 100 chips (its record
// as JSON data, every roll drawn) against the solve of the same chips that the review runs.
{
  const bot = createBot({ strategy: 'best' });
  let match = startRecord({ seed: 11, chips: [100, 100] });
  while (match.state.phase !== 'over' && match.state.round <= 500)
    match = play(match, bot(match.state));
  const played = match.record;
  const review = reviewMatch(played);
  if (review.events.filter((e) => e.type === 'stake').length !== 500)
    throw new Error('the reviewed match does not have 500 rounds');
  const { ratio, subjectMs } = await compare(
    () => reviewMatch(played),
    () => solveMatch({ totalChips: 200, declines: true }),
    { samples: 15 },
  );
  record(
    'reviewMatch(500 rounds, 100 + 100) / solveMatch(100 + 100, declines)',
    `${ratio.toFixed(2)}x`,
    '<= 30x',
    ratio <= 30,
    { ratio, ms: subjectMs, moves: played.moves.length },
  );
}

// 5. Scaling: time per round and retained memory stay flat from 10^4 to 10^7 rounds.
{
  const sizes = quick ? [1e4, 1e5, 1e6] : [1e4, 1e5, 1e6, 1e7];
  const perRound = [];
  const growth = [];
  for (const rounds of sizes) {
    // Enough repetitions that every size runs about as long as 10^6 rounds.
    const repeat = Math.max(1, Math.round(1e6 / rounds));
    const ms = await measure(
      () => {
        for (let i = 0; i < repeat; i++) simulate({ rounds, seed: i });
      },
      { samples: rounds >= 1e7 ? 3 : 5, warmup: 1 },
    );
    perRound.push((ms * 1e6) / (rounds * repeat));
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const result = simulate({ rounds, seed: 5 });
    globalThis.gc?.();
    growth.push(process.memoryUsage().heapUsed - before);
    if (result.rounds !== rounds) throw new Error('simulate lost rounds');
  }
  const spread = Math.max(...perRound) / Math.min(...perRound);
  record(
    `simulate ns per round at ${sizes.map((n) => `10^${Math.log10(n)}`).join(', ')}`,
    perRound.map((ns) => ns.toFixed(0)).join(', '),
    'max/min <= 1.5',
    spread <= 1.5,
    { ratio: spread, sizes, nsPerRound: perRound },
  );
  const worst = Math.max(...growth);
  record(
    'simulate heap retained after a run (bytes, largest size)',
    `${(worst / 1024).toFixed(0)} KiB`,
    '< 1 MiB, flat',
    worst < 1024 * 1024,
    { heapGrowth: growth, gcExposed: typeof globalThis.gc === 'function' },
  );
}

// 6. Records: replaying a record against playing the same moves through reduce, and parsing
// the text of 10x the rounds. A record of a live match, every bet 1 and every roll drawn.
const liveRecord = (seed, enough) => {
  const start = { seed, chips: [1e15, 1e15], firstBettor: 0 };
  let state = createMatch(start);
  const actions = [];
  const moves = [];
  const act = (action) => {
    state = reduce(state, action);
    actions.push(action);
    const { type, player } = action;
    moves.push(type === 'roll' ? { type, player, dice: state.lastRoll.dice, drawn: true } : action);
  };
  while (!enough(actions.length, state.round - 1)) {
    act({ type: 'bet', player: state.bettor, amount: 1 });
    act({ type: 'accept', player: state.bettor === 0 ? 1 : 0 });
    while (state.phase === 'rolling') act({ type: 'roll', player: state.roller });
  }
  return { start, actions, state, log: { format: 1, rules: 'standard', start, moves } };
};
{
  const size = quick ? 20_000 : 100_000;
  const { start, actions, state, log } = liveRecord(13, (moves) => moves >= size);
  // Both keep every state: the states are what replay returns.
  const viaReduce = () => {
    let s = createMatch(start);
    const states = [s];
    for (const action of actions) states.push((s = reduce(s, action)));
    return states;
  };
  if (JSON.stringify(replay(log).at(-1)) !== JSON.stringify(state))
    throw new Error('replay and reduce reached different states');
  const { ratio } = await compare(() => replay(log), viaReduce, { samples: 11 });
  record(
    `replay of ${actions.length} moves / the same moves through reduce`,
    `${ratio.toFixed(2)}x`,
    '<= 1.5x',
    ratio <= 1.5,
    { ratio, moves: actions.length },
  );
  // The states replay returns are its memory: 10x the moves should hold about 10x the heap.
  const retained = (moves) => {
    const part = { ...log, moves: log.moves.slice(0, moves) };
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const states = replay(part);
    globalThis.gc?.();
    const bytes = process.memoryUsage().heapUsed - before;
    if (states.length !== moves + 1) throw new Error('replay lost states');
    return bytes;
  };
  const growth = retained(actions.length) / retained(actions.length / 10);
  record(
    `replay heap retained at ${actions.length} moves / at ${actions.length / 10}`,
    `${growth.toFixed(2)}x`,
    '<= 12x',
    growth <= 12,
    { ratio: growth, gcExposed: typeof globalThis.gc === 'function' },
  );
}
{
  const rounds = quick ? 1_000 : 10_000;
  const text = (n) => formatRecord(liveRecord(17, (_, done) => done >= n).log);
  const small = text(rounds / 10);
  const large = text(rounds);
  if (parseRecord(large).moves.length <= parseRecord(small).moves.length * 9)
    throw new Error('the large record is not 10x the small one');
  const { ratio } = await compare(
    () => parseRecord(large),
    () => parseRecord(small),
    { samples: 11, collect: true },
  );
  record(
    `parseRecord of ${rounds} rounds / of ${rounds / 10} rounds`,
    `${ratio.toFixed(2)}x`,
    '<= 12x',
    ratio <= 12,
    { ratio, rounds, bytes: large.length },
  );
}

// 6c. Fair rolls: a roller of one server seed (its key made once, signing with node:crypto's
// synchronous HMAC), as the referee rolls every die of a match, against the same HMAC and dice
// read with node:crypto directly; and the Web Crypto roller against fairDice, which imports the
// key at every roll.
{
  const seed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
  const rolls = quick ? 20_000 : 100_000;
  const key = crypto.createSecretKey(Buffer.from(seed, 'hex'));
  const raw = (n) => {
    const mac = crypto.createHmac('sha256', key).update(`lucky-7:${n}`).digest();
    return [(mac[0] >> 5) + 1, (mac[1] >> 5) + 1];
  };
  const roll = fairRoller(seed, crypto);
  for (let n = 0; n < 64; n++)
    if (String(await roll('lucky-7', n)) !== String(raw(n)))
      throw new Error('fairRoller and the raw HMAC disagree');
  const viaRoller = async () => {
    let sum = 0;
    for (let n = 0; n < rolls; n++) sum += (await roll('lucky-7', n))[0];
    return sum;
  };
  const viaRaw = () => {
    let sum = 0;
    for (let n = 0; n < rolls; n++) sum += raw(n)[0];
    return sum;
  };
  const sync = await compare(viaRoller, viaRaw, { samples: 9 });
  record(
    'fairRoller(seed, node:crypto) roll / raw node:crypto HMAC',
    `${sync.ratio.toFixed(2)}x`,
    '<= 2x',
    sync.ratio <= 2,
    { ratio: sync.ratio, usPerRoll: (sync.subjectMs * 1000) / rolls },
  );
  const few = rolls / 10;
  const web = fairRoller(seed);
  const viaWeb = async () => {
    for (let n = 0; n < few; n++) await web('lucky-7', n);
  };
  const viaFairDice = async () => {
    for (let n = 0; n < few; n++) await fairDice(seed, 'lucky-7', n);
  };
  const once = await compare(viaWeb, viaFairDice, { samples: 5, warmup: 1 });
  record(
    'fairRoller(seed) roll (Web Crypto) / fairDice roll',
    `${once.ratio.toFixed(2)}x`,
    '<= 0.75x',
    once.ratio <= 0.75,
    {
      ratio: once.ratio,
      usPerRoll: (once.subjectMs * 1000) / few,
      fairDiceUsPerRoll: (once.baselineMs * 1000) / few,
    },
  );
}

// 7. Sizes, from size-limit, beside their budgets.
{
  const ran = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
  const entries = JSON.parse(ran.stdout || '[]');
  for (const entry of entries) {
    record(`size: ${entry.name}`, `${entry.size} B`, `<= ${entry.sizeLimit} B`, entry.passed, {
      bytes: entry.size,
    });
  }
  if (!entries.length) record('size-limit', 'no output', 'runs', false, { output: ran.stderr });
}

writeFileSync(
  new URL('results.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
const missed = results.filter((r) => !r.pass);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed.length ? 1 : 0;
