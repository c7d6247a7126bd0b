// The part of node:sqlite (Node 22.13 and newer) that the server tests use, as Node documents it.
// The project's own @types/node is Node 20's, which has no node:sqlite; a project on Node 22
// or newer with its @types/node gets these types from there and needs no such file.
declare module 'node:sqlite' {
  type SQLInputValue = null | number | bigint | string | Uint8Array;
  type SQLOutputValue = null | number | bigint | string | Uint8Array;

  interface StatementResultingChanges {
    readonly changes: number | bigint;
    readonly lastInsertRowid: number | bigint;
  }

  class StatementSync {
    run(...parameters: SQLInputValue[]): StatementResultingChanges;
    get(...parameters: SQLInputValue[]): Record<string, SQLOutputValue> | undefined;
    all(...parameters: SQLInputValue[]): Record<string, SQLOutputValue>[];
  }

  class DatabaseSync {
    constructor(path: string, options?: { readonly readOnly?: boolean });
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
  }
}
