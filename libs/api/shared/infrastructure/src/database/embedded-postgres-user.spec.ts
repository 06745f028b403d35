import { ConfigurationError } from '../config/env-schema';
import { postgresIds } from './embedded-postgres';

describe('the user the embedded PostgreSQL runs as', () => {
  it('is this process’s own user when not root (nothing is looked up)', () => {
    const lookup = jest.fn(() => 0);
    expect(postgresIds(false, lookup)).toEqual({});
    expect(lookup).not.toHaveBeenCalled();
  });

  it('is the existing "postgres" user when root', () => {
    expect(postgresIds(true, (flag) => (flag === '-u' ? 101 : 102))).toEqual({ uid: 101, gid: 102 });
  });

  it('as root without a "postgres" user, stops with a sentence naming the setup command (the API creates no user)', () => {
    const missing = () => {
      throw new Error("id: 'postgres': no such user");
    };
    expect(() => postgresIds(true, missing)).toThrow(ConfigurationError);
    expect(() => postgresIds(true, missing)).toThrow(/npm run setup:postgres-user/);
  });
});
