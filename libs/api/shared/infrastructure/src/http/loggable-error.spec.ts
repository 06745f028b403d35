import { loggableError } from './loggable-error';

function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('loggableError', () => {
  it('keeps the code and the names of a failed statement but none of its values', () => {
    const error = databaseError('insert into "users" ("email") values ($1) - duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      detail: 'Key (email)=(secret@example.com) already exists.',
      where: 'SQL statement "insert … secret@example.com"',
      table: 'users',
      constraint: 'users_email_key',
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('secret@example.com');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key');
  });

  it('masks values PostgreSQL quotes in its own message', () => {
    const logged = JSON.stringify(loggableError(databaseError('invalid input syntax for type uuid: "hunter2-secret"', { code: '22P02' })));
    expect(logged).not.toContain('hunter2-secret');
    expect(logged).toContain('invalid input syntax for type uuid');
  });

  it('leaves other errors as they are', () => {
    const error = new TypeError('x is not a function');
    expect(loggableError(error)).toBe(error);
  });
});
