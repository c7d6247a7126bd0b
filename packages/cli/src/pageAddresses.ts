// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import type { NetworkInterfaceInfo } from 'node:os';
import type { Messages } from './messages/Messages.js';

/** The addresses of a listening referee's page: the one to open here, and those for others. */
export interface PageAddresses {
  /** The address to open on this machine. */
  readonly here: string;
  /** The addresses others on the same network open (none when the host is this machine only). */
  readonly others: readonly string[];
}

/** Whether `host` listens on every address of the machine. */
function isAny(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/**
 * The page's addresses for a referee that listens on `host` and `port`.
 *
 * @param host - the `--host` given
 * @param port - the port it listens on
 * @param interfaces - the machine's network interfaces (`os.networkInterfaces()`)
 * @returns the address to open here and, when `host` lets them in, those for others
 * @example
 * ```ts
 * pageAddresses('127.0.0.1', 8080, {}).here; // => 'http://127.0.0.1:8080/'
 * ```
 */
export function pageAddresses(
  host: string,
  port: number,
  interfaces: Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>,
): PageAddresses {
  const url = (address: string) =>
    `http://${address.includes(':') ? `[${address}]` : address}:${port}/`;
  if (!isAny(host)) {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    const local = bare === 'localhost' || /^127\.|^::1$/.test(bare);
    return { here: url(bare), others: local ? [] : [url(bare)] };
  }
  // An interface without addresses is `undefined`, which `flat` keeps as an item.
  const others = Object.values(interfaces)
    .flat()
    .filter(
      (info): info is NetworkInterfaceInfo =>
        info !== undefined && !info.internal && info.family === 'IPv4',
    )
    .map((info) => url(info.address));
  return { here: url('127.0.0.1'), others };
}

/**
 * What `kiri-dice serve` says of its page, one line each: the address to open, then those for
 * others on the network.
 *
 * @param page - the page's addresses
 * @param messages - the lines' language
 * @returns the lines
 * @example
 * ```ts
 * pageLines({ here: 'http://127.0.0.1:8080/', others: [] }, speechOf(english));
 * // => ['play: open http://127.0.0.1:8080/']
 * ```
 */
export function pageLines(
  page: PageAddresses,
  messages: Pick<Messages, 'openHere' | 'openOthers'>,
): string[] {
  return [messages.openHere(page.here), ...page.others.map(messages.openOthers)];
}
