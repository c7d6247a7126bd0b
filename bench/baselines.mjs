// Hand-written baselines: the fastest plain code for each job, with no validation, no
// immutability and nothing shared with the library but the rules table it reads.

/** Reads the 64-entry table directly, `count` times, over every (a, b) in turn. */
export function rawTableReads(table, count) {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const a = (i & 7) + 1;
    const b = ((i >> 3) & 7) + 1;
    sum += table[(a - 1) * 8 + b - 1].points;
  }
  return sum;
}

/**
 * Plays `rounds` consecutive rounds of one match with mutable locals: the acceptor rolls first,
 * the winner bets next, dice are two draws of sfc32 (top three bits each), the generator's
 * state in four local variables. Returns the number of rolls and the wins per seat, to check it
 * played the same rounds. With `stats`, it also gathers what `simulate` reports: wins of the
 * first roller, rolls per outcome, and round lengths.
 */
export function mutableRounds(rules, seed, rounds, stats) {
  const { table, targetPoints } = rules;
  let a = 0;
  let b = seed | 0;
  let c = Math.floor(seed / 4294967296) | 0;
  let counter = 1;
  for (let i = 0; i < 12; i++) {
    const out = (a + b + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + out) | 0;
  }
  const wins = [0, 0];
  let firstRollerWins = 0;
  const counts = stats ? new Float64Array(64) : null;
  const lengths = stats ? new Float64Array(1024) : null;
  let bettor = 0;
  let rolls = 0;
  for (let r = 0; r < rounds; r++) {
    let roller = bettor === 0 ? 1 : 0;
    let p0 = 0;
    let p1 = 0;
    let bonus = 0;
    let winner = -1;
    let length = 0;
    while (winner < 0) {
      let out = (a + b + counter) | 0;
      counter = (counter + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + out) | 0;
      const first = out >>> 29;
      out = (a + b + counter) | 0;
      counter = (counter + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + out) | 0;
      const index = first * 8 + (out >>> 29);
      const combination = table[index];
      length++;
      if (counts) counts[index]++;
      if (combination.instant === 'win') winner = roller;
      else if (combination.instant === 'lose') winner = roller === 0 ? 1 : 0;
      else {
        if (combination.points > 0) {
          if (roller === 0) {
            p0 += combination.points;
            if (p0 >= targetPoints) winner = 0;
          } else {
            p1 += combination.points;
            if (p1 >= targetPoints) winner = 1;
          }
        }
        if (winner < 0) {
          bonus = (bonus > 0 ? bonus - 1 : 0) + combination.bonusRolls;
          if (combination.endsTurn && bonus === 0) roller = roller === 0 ? 1 : 0;
        }
      }
    }
    rolls += length;
    wins[winner]++;
    if (winner !== bettor) firstRollerWins++;
    if (lengths) lengths[Math.min(length, 1023)]++;
    bettor = winner;
  }
  return { rolls, wins, firstRollerWins, counts, lengths };
}
