/**
 * Turns "the database cannot be reached" into ServiceError `service_unavailable` (HTTP 503) at the
 * one place every query passes through, the Kysely driver, so each repository fails fast and the
 * same way during an outage. Errors about the query itself (constraints, syntax) pass unchanged.
 */
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';
import { ServiceError } from '../errors.js';

const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATE classes 08 (connection exception) and 53 (insufficient resources), and the shutdown codes.
const UNAVAILABLE_SQLSTATE = /^(08|53)[0-9A-Z]{3}$|^57P0[1-3]$/;

const UNAVAILABLE_SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/;

// node-postgres reports lost or impossible connections with plain Errors, told apart by message.
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (
      UNREACHABLE_NETWORK_CODES.has(code) ||
      UNAVAILABLE_SQLSTATE.test(code) ||
      UNAVAILABLE_SQLITE_CODES.test(code)
    ) {
      return true;
    }
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((known) => message.includes(known));
}

export function databaseUnavailable(cause: unknown): ServiceError {
  const error = new ServiceError('service_unavailable', 'The database is not reachable; retry later.');
  error.cause = cause;
  return error;
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw isDatabaseUnavailableError(error) ? databaseUnavailable(error) : error;
  }
}

class OutageAwareDriver implements Driver {
  readonly #inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return guarded(() => this.driver.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await guarded(() => this.driver.acquireConnection());
    const outer: DatabaseConnection = {
      executeQuery: (query) => guarded(() => inner.executeQuery(query)),
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    this.#inner.set(outer, inner);
    return outer;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return guarded(() => this.driver.beginTransaction(this.unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.driver.commitTransaction(this.unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.driver.rollbackTransaction(this.unwrap(connection)));
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return guarded(() => this.requireSavepoints().savepoint!(this.unwrap(connection), name, compile));
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return guarded(() =>
      this.requireSavepoints().rollbackToSavepoint!(this.unwrap(connection), name, compile),
    );
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return guarded(() => this.requireSavepoints().releaseSavepoint!(this.unwrap(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    const inner = this.#inner.get(connection);
    if (!inner) throw new Error('Connection was not acquired through this driver.');
    return inner;
  }

  private requireSavepoints(): Driver {
    if (!this.driver.savepoint || !this.driver.rollbackToSavepoint || !this.driver.releaseSavepoint) {
      throw new Error('The database driver does not support savepoints.');
    }
    return this.driver;
  }
}

export function outageAware(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new OutageAwareDriver(dialect.createDriver()),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
