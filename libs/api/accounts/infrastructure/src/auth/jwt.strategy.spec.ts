import { createHmac, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AuthUser } from '@fw/api-shared-domain';
import type { AuthConfig } from '../config/auth.config';
import type { AccessTokenClaims } from './access-token.claims';
import { JwtStrategy } from './jwt.strategy';
import type { SessionUserReader } from './session-user.reader';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const issuer = 'http://localhost:3000';
const audience = 'floridaweb-api';
const sub = '00000000-0000-4000-8000-000000000002';
const sid = '00000000-0000-4000-8000-0000000000aa';
const now = Math.floor(Date.now() / 1000);
const sign = (claims: object, options: jwt.SignOptions = {}, signingKey: jwt.Secret = secret) =>
  jwt.sign({ sub, sid, email: 'c@example.com', iat: now - 10, ...claims }, signingKey, { algorithm: 'HS256', issuer, audience, expiresIn: 300, ...options });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** Signs claims jsonwebtoken refuses to sign (a string exp), to see that they are refused on the way in. */
const signRaw = (claims: object) => {
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same signature spelt differently: a 32-byte HMAC is 43 base64url characters, whose last one
 * carries 2 unused bits. Flipping the lowest of them decodes to the very same bytes.
 */
function nonCanonical(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
}

const user: AuthUser = { id: sub, email: 'c@example.com', role: 'editor', sessionId: sid };

/** What the strategy answers for a request, through passport's own strategy protocol. */
function authenticate(
  authorization: string | undefined,
  reader: (claims: AccessTokenClaims) => Promise<AuthUser | null> = async () => user,
  Strategy: typeof JwtStrategy = JwtStrategy,
) {
  const config = { jwtSecret: secret, jwtIssuer: issuer, jwtAudience: audience } as AuthConfig;
  const strategy = new Strategy(config, { userFor: reader } as unknown as SessionUserReader);
  return new Promise<{ user?: unknown; failed?: true; error?: unknown }>((resolve) => {
    const attempt = Object.create(strategy) as JwtStrategy & { success: (u: unknown) => void; fail: () => void; error: (e: unknown) => void };
    attempt.success = (u) => resolve({ user: u });
    attempt.fail = () => resolve({ failed: true });
    attempt.error = (e) => resolve({ error: e });
    attempt.authenticate({ headers: authorization === undefined ? {} : { authorization } } as never, {});
  });
}

describe('JwtStrategy (passport-jwt)', () => {
  it('accepts a token issued like AccessTokenService issues them, reading the user with its claims', async () => {
    const read: AccessTokenClaims[] = [];
    const token = sign({});
    expect(await authenticate(`Bearer ${token}`, async (claims) => (read.push(claims), user))).toEqual({ user });
    expect(read).toEqual([{ sub, sid, email: 'c@example.com', iat: now - 10, exp: now - 10 + 300 }]);
    expect(await authenticate(`bearer ${token}`)).toEqual({ user });
  });

  it('hands jsonwebtoken a ready secret key, so no token costs a failed PEM parse (createPublicKey) first', async () => {
    // jsonwebtoken turns a string key into a KeyObject per verification by first trying it as a
    // public key (a thrown exception each time, ~10% of a signed-in read's CPU).
    // A fresh jsonwebtoken whose `require('crypto')` is watched (the shared one loaded before any mock).
    let tried = jest.fn();
    let Fresh = JwtStrategy;
    jest.isolateModules(() => {
      jest.doMock('crypto', () => {
        const actual = jest.requireActual<typeof import('crypto')>('crypto');
        tried = jest.fn(actual.createPublicKey);
        return { ...actual, createPublicKey: tried };
      });
      Fresh = (jest.requireActual('./jwt.strategy') as { JwtStrategy: typeof JwtStrategy }).JwtStrategy;
    });
    expect(await authenticate(`Bearer ${sign({})}`, undefined, Fresh)).toEqual({ user });
    expect(tried).not.toHaveBeenCalled();
  });

  it('accepts an audience list that contains ours', async () => {
    expect(await authenticate(`Bearer ${sign({}, { audience: ['other', audience] })}`)).toEqual({ user });
  });

  it('refuses a token whose user or session the database does not vouch for', async () => {
    expect(await authenticate(`Bearer ${sign({})}`, async () => null)).toEqual({ failed: true });
  });

  it('passes a database failure on as an error, not as "signed out"', async () => {
    const down = new Error('connection refused');
    expect(await authenticate(`Bearer ${sign({})}`, async () => Promise.reject(down))).toEqual({ error: down });
  });

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const valid = sign({});
  const [head, body, signature] = valid.split('.');
  const refusals: Record<string, string> = {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`,
    'alg none with the old signature': `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`,
    'header says HS512': `${b64({ alg: 'HS512', typ: 'JWT' })}.${body}.${signature}`,
    'signed HS512 with our secret': sign({}, { algorithm: 'HS512' }),
    'other typ': `${b64({ alg: 'HS256', typ: 'JWE' })}.${body}.${signature}`,
    'other key': sign({}, {}, 'another-secret-that-is-long-enough-0123456789'),
    RS256: sign({}, { algorithm: 'RS256' }, privateKey),
    'non-canonical signature (last base64url character flipped)': nonCanonical(valid),
    expired: sign({ iat: now - 400 }),
    'expires this very second': sign({ iat: now - 300 }),
    'no exp': jwt.sign({ sub, sid, iat: now }, secret, { algorithm: 'HS256', issuer, audience }),
    'exp not a number': signRaw({ sub, sid, iat: now, exp: `${now + 60}`, iss: issuer, aud: audience }),
    'no iat': jwt.sign({ sub, sid, exp: now + 60 }, secret, { algorithm: 'HS256', issuer, audience, noTimestamp: true }),
    'not yet valid': sign({}, { notBefore: 60 }),
    'wrong audience': sign({}, { audience: 'someone-else' }),
    'no audience': jwt.sign({ sub, sid, iat: now, exp: now + 60 }, secret, { algorithm: 'HS256', issuer }),
    'wrong issuer': sign({}, { issuer: 'https://evil.example' }),
    'no issuer': jwt.sign({ sub, sid, iat: now, exp: now + 60 }, secret, { algorithm: 'HS256', audience }),
    'sub not a uuid': sign({ sub: "1' or '1'='1" }),
    'sid not a uuid': sign({ sid: "x' or '1'='1" }),
    'sid not a string': sign({ sid: 42 }),
    'no sid (no session to check)': jwt.sign({ sub, iat: now, exp: now + 60 }, secret, { algorithm: 'HS256', issuer, audience }),
    'no sub': jwt.sign({ sid, iat: now, exp: now + 60 }, secret, { algorithm: 'HS256', issuer, audience }),
    'tampered payload': `${head}.${b64({ ...(jwt.decode(valid) as object), sub: '00000000-0000-4000-8000-000000000001' })}.${signature}`,
    'truncated signature': `${head}.${body}.${signature.slice(0, -2)}`,
    'payload not JSON': `${head}.${Buffer.from('nope').toString('base64url')}.${signature}`,
    'padding characters': `${head}.${body}.${signature}=`,
    'four parts': `${valid}.x`,
    garbage: 'not.a.jwt',
    huge: `${head}.${'A'.repeat(5000)}.${signature}`,
  };

  it('the non-canonical case is the same signature bytes spelt differently (it verified before)', () => {
    const flipped = nonCanonical(valid).split('.')[2];
    expect(flipped).not.toBe(signature);
    expect(Buffer.from(flipped, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it.each(Object.entries(refusals))('refuses %s', async (_name, token) => {
    let read = false;
    expect(await authenticate(`Bearer ${token}`, async () => ((read = true), user))).toEqual({ failed: true });
    // Refused before the database is asked.
    expect(read).toBe(false);
  });

  it.each([
    ['no header', undefined],
    ['empty bearer', 'Bearer '],
    ['Basic scheme', `Basic ${valid}`],
    ['no scheme', valid],
    ['a second word', `Bearer ${valid} extra`],
    ['scheme only', 'Bearer'],
  ])('refuses %s as not signed in', async (_name, header) => {
    expect(await authenticate(header)).toEqual({ failed: true });
  });
});
