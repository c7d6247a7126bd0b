// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/** Each address's long polls and event streams under way, against a cap, and all of them against another. */
export interface AddressWaits {
  /**
   * Holds a place for a wait of `address`; `'address'` when the address holds its cap already,
   * `'all'` when the referee holds its cap of waits. The returned function, called once, gives
   * the place back. A request of no known address counts only among all.
   */
  enter(address: string | undefined): (() => void) | 'address' | 'all';
}

/** The places of waits, `perAddress` for each address and `all` in all; only addresses that hold one are kept. */
export function createAddressWaits(perAddress: number, all: number): AddressWaits {
  const held = new Map<string | undefined, number>();
  let total = 0;
  return {
    enter(address) {
      if (total >= all) return 'all';
      const count = held.get(address) ?? 0;
      if (address !== undefined && count >= perAddress) return 'address';
      total++;
      held.set(address, count + 1);
      return () => {
        total--;
        const rest = held.get(address)! - 1;
        // Stryker disable next-line ConditionalExpression: a count of 0 kept answers as a count
        // deleted; only the map's size differs (it is deleted so that the map holds only addresses
        // that wait).
        if (rest === 0) held.delete(address);
        else held.set(address, rest);
      };
    },
  };
}
