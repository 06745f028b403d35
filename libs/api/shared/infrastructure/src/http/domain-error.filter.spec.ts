import type { ArgumentsHost } from '@nestjs/common';
import { DomainErrorFilter } from './domain-error.filter';

/** Runs the filter on one error and returns what it would answer. */
function answer(exception: unknown): { status: number; body: { statusCode: number; code: string } } {
  const sent: { status: number; body: { statusCode: number; code: string } } = { status: 0, body: { statusCode: 0, code: '' } };
  const reply = {
    sent: false,
    raw: { headersSent: false },
    header: () => reply,
    code: (status: number) => ((sent.status = status), reply),
    type: () => reply,
    send: (body: { statusCode: number; code: string }) => ((sent.body = body), reply),
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ url: '/api/x', method: 'POST' }) }) } as unknown as ArgumentsHost;
  new DomainErrorFilter().catch(exception, host);
  return sent;
}

describe('DomainErrorFilter: a database that went away mid-request', () => {
  it('answers 503 SERVICE.UNAVAILABLE when the connection of a transaction died under it', () => {
    const error = Object.assign(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'), { name: 'DriverException' });
    expect(answer(error)).toEqual({ status: 503, body: expect.objectContaining({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' }) });
  });

  it('answers 503 when a new database connection could not be opened in time (pg: "timeout expired")', () => {
    expect(answer(new Error('timeout expired')).status).toBe(503);
  });

  it('answers 503 for a refused connection and 500 for anything unknown', () => {
    expect(answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })).status).toBe(503);
    expect(answer(new Error('something else')).body.code).toBe('INTERNAL');
  });
});
