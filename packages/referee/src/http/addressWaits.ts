// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** Each address's long polls and event streams under way, against a cap, and all of them against another. */
export interface AddressWaits {
  /**
   * Holds a place for a wait of `address`, a seat's (`seated`: sent with a token) or a
   * spectator's; `'address'` when the address holds its cap of that kind already, `'all'` when
   * the referee holds its cap of waits, `'spectators'` when a spectator finds the spectators'
   * share of them taken. The returned
   * function, called once, gives the place back. A request of no known address counts only
   * among all.
   */
  enter(
    address: string | undefined,
    seated: boolean,
  ): (() => void) | 'address' | 'all' | 'spectators';
}

/**
 * The places of waits: `perAddress` for each address's spectators and as many for its seats, and
 * `all` in all, of which a quarter only seats may take, so that spectators, from however many
 * addresses, never crowd the players out of their own matches. Only addresses that hold a place
 * are kept.
 */
export function createAddressWaits(perAddress: number, all: number): AddressWaits {
  const held = new Map<string, number>();
  const watchable = all - Math.floor(all / 4);
  let total = 0;
  let watching = 0;
  return {
    enter(address, seated) {
      if (total >= all) return 'all';
      if (!seated && watching >= watchable) return 'spectators';
      const key = address === undefined ? undefined : `${seated ? 'seat' : 'spectator'} ${address}`;
      const count = key === undefined ? 0 : (held.get(key) ?? 0);
      if (count >= perAddress) return 'address';
      total++;
      if (!seated) watching++;
      if (key !== undefined) held.set(key, count + 1);
      return () => {
        total--;
        if (!seated) watching--;
        if (key === undefined) return;
        const rest = held.get(key)! - 1;
        // Stryker disable next-line ConditionalExpression: a count of 0 kept answers as a count
        // deleted; only the map's size differs (it is deleted so that the map holds only addresses
        // that wait).
        if (rest === 0) held.delete(key);
        else held.set(key, rest);
      };
    },
  };
}
