import { createHash, createHmac } from 'node:crypto';
import type { MatchRecord } from 'kiri-dice/record';

/**
 * Checks a finished match's dice as a player would, with its own code rather than the
 * referee's: the server seed is the one committed to when the match was made, and each roll's
 * dice are the top three bits of the first two bytes of HMAC-SHA256(server seed, the seats'
 * seeds joined by `:` + `:` + the roll's number), plus one. Returns the first problem, or `null`.
 */
export function fairDiceOf(
  record: MatchRecord,
  serverSeed: string,
  clientSeeds: readonly string[],
  commitment: string | undefined,
): string | null {
  const key = Buffer.from(serverSeed, 'hex');
  const hashed = createHash('sha256').update(key).digest('hex');
  if (commitment !== undefined && hashed !== commitment)
    return 'the server seed is not the one committed to';
  if (clientSeeds.length !== 2) return 'the seeds are not both revealed';
  const joint = clientSeeds.map((seed) => seed.toLowerCase()).join(':');
  let n = 0;
  for (const move of record.moves) {
    if (move.type !== 'roll') continue;
    const mac = createHmac('sha256', key).update(`${joint}:${n}`).digest();
    const dice = [(mac[0]! >> 5) + 1, (mac[1]! >> 5) + 1];
    if (dice[0] !== move.dice[0] || dice[1] !== move.dice[1])
      return `roll ${n} has ${move.dice.join('+')}, the seeds give ${dice.join('+')}`;
    n++;
  }
  return null;
}
