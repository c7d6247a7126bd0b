/** The versions scripts/runtimes.json pins. */
export declare const pins: {
  readonly node: readonly string[];
  readonly bun: string;
  readonly deno: string;
};
/** Where the runtimes are installed, one folder per `<name>@<version>`. */
export declare const cache: string;
/** A failure of one step, said in one line. */
export declare class Failed extends Error {}
/** The runtime's binary: the running Node when it is the pinned one, else from the cache, installed once. */
export declare function binary(name: 'node' | 'bun' | 'deno', version: string): Promise<string>;
