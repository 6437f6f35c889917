import { isDatabaseUnavailableError } from '../../../src/storage/outage.js';

function errorWith(fields: { code?: string; message?: string }): Error {
  return Object.assign(new Error(fields.message ?? 'failed'), fields.code ? { code: fields.code } : {});
}

describe('telling a database outage from a bad query', () => {
  it.each([
    ['connection refused', { code: 'ECONNREFUSED' }],
    ['connection reset', { code: 'ECONNRESET' }],
    ['PostgreSQL shutting down (57P01)', { code: '57P01' }],
    ['PostgreSQL starting up (57P03)', { code: '57P03' }],
    ['connection failure (08006)', { code: '08006' }],
    ['too many connections (53300)', { code: '53300' }],
    ['SQLite busy', { code: 'SQLITE_BUSY' }],
    ['SQLite disk I/O', { code: 'SQLITE_IOERR_WRITE' }],
    ['SQLite disk full', { code: 'SQLITE_FULL' }],
    ['pg pool connect timeout', { message: 'timeout exceeded when trying to connect' }],
    ['pg lost connection', { message: 'Connection terminated unexpectedly' }],
  ])('%s is an outage', (_name, fields) => {
    expect(isDatabaseUnavailableError(errorWith(fields))).toBe(true);
  });

  it.each([
    ['unique violation (23505)', { code: '23505' }],
    ['foreign key violation (23503)', { code: '23503' }],
    ['syntax error (42601)', { code: '42601' }],
    ['SQLite constraint', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['plain error', { message: 'Something else' }],
  ])('%s is not', (_name, fields) => {
    expect(isDatabaseUnavailableError(errorWith(fields))).toBe(false);
  });

  it('ignores values that are not errors', () => {
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });
});
