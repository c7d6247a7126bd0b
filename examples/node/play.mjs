// @ts-check
// One whole match in the terminal, through the public API only.
// Run it from the repository after a build: `npm run build && node examples/node/play.mjs [seed]`
// (in your own project, `npm install kiri-dice` and copy this file).
import { classifyRoll, createMatch, parseSeed, reduce, stakeRange } from 'kiri-dice';

// A seed typed as text is read the one way all of kiri-dice reads it: digits are that number,
// other text is hashed, and a number of another form (-1, 1e3) is an error, not a silent hash.
/** @type {number | string} */
let seed;
try {
  seed = parseSeed(process.argv[2] ?? 'example');
} catch (error) {
  console.error(`play.mjs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
let state = createMatch({ seed, chips: [30, 30] });
console.log(`Kiri, seed ${JSON.stringify(seed)}: ${state.chips[0]} chips each, first to 4 points`);

while (state.phase !== 'over') {
  // The bettor stakes a third of what the poorer player has; the other player always accepts.
  const range = stakeRange(state);
  const amount = Math.max(range?.min ?? 1, Math.ceil((range?.max ?? 1) / 3));
  const bettor = state.bettor;
  const other = bettor === 0 ? 1 : 0;
  state = reduce(state, { type: 'bet', player: bettor, amount });
  state = reduce(state, { type: 'accept', player: other });
  console.log(
    `\nRound ${state.round}: player ${bettor} bets ${amount}, player ${other} accepts, pot ${state.pot}`,
  );

  while (state.phase === 'rolling') {
    state = reduce(state, { type: 'roll', player: state.roller });
    const roll = state.lastRoll;
    if (!roll) throw new Error('a roll always leaves lastRoll');
    const { names, points } = classifyRoll(roll.dice[0], roll.dice[1]);
    const score = state.phase === 'rolling' ? state.points : state.lastRound?.points;
    console.log(
      `  player ${roll.player} rolls ${roll.dice.join(' + ')}: ${names.en} (${names.ru})` +
        `${points ? `, +${points}` : ''}; points ${score?.join(':')}`,
    );
  }
  const result = state.lastRound;
  if (result)
    console.log(
      `  player ${result.winner} wins the round (${result.reason}) and ${result.pot} chips; chips ${state.chips.join(':')}`,
    );
}

console.log(
  `\nPlayer ${state.winner} wins all ${state.totalChips} chips after ${state.round - 1} rounds.`,
);
