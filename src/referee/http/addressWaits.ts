/** Each address's long polls and event streams under way, against a cap. */
export interface AddressWaits {
  /**
   * Holds a place for a wait of `address`, or `null` when the address holds its cap already;
   * the returned function, called once, gives it back. A request of no known address is not
   * counted.
   */
  enter(address: string | undefined): (() => void) | null;
}

/** The places of waits per address, `limit` each; only addresses that hold one are kept. */
export function createAddressWaits(limit: number): AddressWaits {
  const held = new Map<string, number>();
  return {
    enter(address) {
      if (address === undefined) return () => undefined;
      const count = held.get(address) ?? 0;
      if (count >= limit) return null;
      held.set(address, count + 1);
      return () => {
        const rest = held.get(address)! - 1;
        if (rest === 0) held.delete(address);
        else held.set(address, rest);
      };
    },
  };
}
