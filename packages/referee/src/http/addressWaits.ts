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

/** How many of `all` waits spectators may take: all but the quarter kept for seats. */
export function spectatorWaits(all: number): number {
  return all - Math.floor(all / 4);
}

/**
 * The places of waits: `perAddress` for each address's spectators and as many for its seats, and
 * `all` in all, of which a quarter only seats may take, so that spectators, from however many
 * addresses, never crowd the players out of their own matches. Only addresses that hold a place
 * are kept.
 */
export function createAddressWaits(perAddress: number, all: number): AddressWaits {
  // Each address's places, a seat's and a spectator's counted apart.
  const seats = new Map<string, number>();
  const spectators = new Map<string, number>();
  const watchable = spectatorWaits(all);
  let total = 0;
  let watching = 0;
  return {
    enter(address, seated) {
      if (total >= all) return 'all';
      if (!seated && watching >= watchable) return 'spectators';
      // A request of no known address counts only among all.
      const held = address === undefined ? undefined : seated ? seats : spectators;
      const count = held?.get(address!) ?? 0;
      if (count >= perAddress) return 'address';
      total++;
      if (!seated) watching++;
      held?.set(address!, count + 1);
      return () => {
        total--;
        if (!seated) watching--;
        if (!held) return;
        const rest = held.get(address!)! - 1;
        // Stryker disable next-line ConditionalExpression: a count of 0 kept answers as a count
        // deleted; only the map's size differs (it is deleted so that the map holds only addresses
        // that wait).
        if (rest === 0) held.delete(address!);
        else held.set(address!, rest);
      };
    },
  };
}
