// The part of node-postgres (the `pg` dev dependency, which ships no types) that the server tests
// use, as its documentation describes it. A project of an operator's would install @types/pg.
declare module 'pg' {
  interface QueryResult {
    readonly rows: Record<string, unknown>[];
    readonly rowCount: number | null;
  }

  interface PoolConfig {
    readonly connectionString?: string;
    readonly max?: number;
    readonly connectionTimeoutMillis?: number;
    readonly idleTimeoutMillis?: number;
  }

  export class PoolClient {
    query(text: string, values?: readonly unknown[]): Promise<QueryResult>;
    release(error?: Error | boolean): void;
    on(
      event: 'notification',
      listener: (message: { readonly channel: string; readonly payload?: string }) => void,
    ): this;
    on(event: string, listener: (...args: never[]) => void): this;
    off(event: string, listener: (...args: never[]) => void): this;
  }

  export class Pool {
    constructor(config?: PoolConfig);
    readonly totalCount: number;
    query(text: string, values?: readonly unknown[]): Promise<QueryResult>;
    connect(): Promise<PoolClient>;
    on(event: 'error', listener: (error: Error) => void): this;
    off(event: 'error', listener: (error: Error) => void): this;
    end(): Promise<void>;
  }

  export class Client {
    constructor(config?: PoolConfig);
    connect(): Promise<void>;
    query(text: string, values?: readonly unknown[]): Promise<QueryResult>;
    end(): Promise<void>;
  }

  const pg: { readonly Pool: typeof Pool; readonly Client: typeof Client };
  export default pg;
}
