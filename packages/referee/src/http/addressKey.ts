// @internal: private to @kiri-dice/referee. Programs use its entry, src/index.ts.
/**
 * The key that the per-address limits count a client by: an IPv4 address as it is, and an IPv6
 * address by its /64, as `2001:db8:0:1::/64`. A subscriber is given a whole /64 and may send from
 * any of its 2^64 addresses, so counting IPv6 addresses one by one would limit no one. An IPv4
 * address mapped into IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket gives it) is the IPv4
 * address.
 */
export function addressKey(address: string | undefined): string | undefined {
  // Stryker disable next-line StringLiteral: an address with no ':' is no IPv6 address, which the
  // reading below returns as it is too.
  if (!address?.includes(':')) return address;
  // A zone (`%eth0`) is in the last 64 bits, which no key holds.
  const bare = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1];
  const [head, tail, ...more] = bare.split('::');
  // An embedded IPv4 address is two groups: only the count of groups matters here.
  const groups = (text: string | undefined) =>
    text
      ? text.split(':').flatMap((group) => (group.includes('.') ? [group, group] : [group]))
      : [];
  const first = groups(head);
  const last = groups(tail);
  const zeros = tail === undefined ? 0 : 8 - first.length - last.length;
  const all = [...first, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...last];
  // Not an IPv6 address as a socket gives one: counted as it is.
  if (
    more.length > 0 ||
    all.length !== 8 ||
    !all.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))
  )
    return bare;
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
