import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, toApiError } from './errors.ts';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('database outages as 503', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'PostgreSQL shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY', 'database is locked')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('answers 503 database_unavailable for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const { status, body } = toApiError(error);
    expect(status).toBe(503);
    expect(body.error.code).toBe('database_unavailable');
    expect(body.error.message).toMatch(/try again/);
  });

  it('keeps other failures a 500 whose details stay in the log', () => {
    for (const error of [new Error('null is not an object'), withCode('23505', 'duplicate key')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toApiError(error)).toEqual({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Internal server error.' } },
      });
    }
  });
});
