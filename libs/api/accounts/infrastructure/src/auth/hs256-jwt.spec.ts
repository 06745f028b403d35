import { createSecretKey, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Hs256Verifier, verifyHs256 } from './hs256-jwt';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const key = createSecretKey(Buffer.from(secret));
const issuer = 'http://localhost:3000';
const audience = 'floridaweb-api';
const sub = '00000000-0000-4000-8000-000000000002';
const sid = '00000000-0000-4000-8000-0000000000aa';
const now = 1_800_000_000;
const expected = { issuer, audience, nowSeconds: now };
const sign = (claims: object, options: jwt.SignOptions = {}, signingKey: jwt.Secret = secret) =>
  jwt.sign({ sub, sid, email: 'c@example.com', iat: now - 10, ...claims }, signingKey, { algorithm: 'HS256', issuer, audience, expiresIn: 300, ...options });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('verifyHs256', () => {
  it('accepts a token issued like AccessTokenService issues them', () => {
    expect(verifyHs256(sign({}), key, expected)).toEqual({ sub, sid, email: 'c@example.com', iat: now - 10, exp: now - 10 + 300 });
  });

  it('accepts an audience list that contains ours', () => {
    expect(verifyHs256(sign({}, { audience: ['other', audience] }), key, expected)?.sub).toBe(sub);
  });

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const valid = sign({});
  const [head, body, signature] = valid.split('.');
  const refusals: Record<string, string> = {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`,
    'alg none with the old signature': `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`,
    'header says HS512': `${b64({ alg: 'HS512', typ: 'JWT' })}.${body}.${signature}`,
    'other typ': `${b64({ alg: 'HS256', typ: 'JWE' })}.${body}.${signature}`,
    'other key': sign({}, {}, 'another-secret-that-is-long-enough-0123456789'),
    'RS256': sign({}, { algorithm: 'RS256' }, privateKey),
    expired: sign({ iat: now - 400 }),
    'expires this very second': sign({ iat: now - 300 }),
    'no exp': jwt.sign({ sub, sid, iat: now }, secret, { algorithm: 'HS256', issuer, audience }),
    'no iat': jwt.sign({ sub, sid, exp: now + 60 }, secret, { algorithm: 'HS256', issuer, audience, noTimestamp: true }),
    'not yet valid': sign({}, { notBefore: 60 }),
    'wrong audience': sign({}, { audience: 'someone-else' }),
    'no audience': jwt.sign({ sub, sid, iat: now, exp: now + 60 }, secret, { algorithm: 'HS256', issuer }),
    'wrong issuer': sign({}, { issuer: 'https://evil.example' }),
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
    empty: '',
    huge: `${head}.${'A'.repeat(5000)}.${signature}`,
  };
  it.each(Object.entries(refusals))('refuses %s', (_name, token) => {
    expect(verifyHs256(token, key, expected)).toBeNull();
  });

  it.each(Object.entries(refusals))('Hs256Verifier refuses %s too', (name, token) => {
    const verifier = new Hs256Verifier(key, { issuer, audience });
    // Only a genuine token that is merely early is kept for later (see below).
    expect([verifier.verify(token, now), verifier.verify(token, now), verifier.size]).toEqual([null, null, name === 'not yet valid' ? 1 : 0]);
  });
});

describe('Hs256Verifier', () => {
  const verifier = () => new Hs256Verifier(key, { issuer, audience }, 2);

  it('answers a remembered token as verifyHs256 does, checking the clock again on every use', () => {
    const v = verifier();
    const token = sign({});
    const claims = { sub, sid, email: 'c@example.com', iat: now - 10, exp: now - 10 + 300 };
    expect([v.verify(token, now), v.verify(token, now + 1), v.size]).toEqual([claims, claims, 1]);
    // Expired: refused and forgotten.
    expect([v.verify(token, now + 290), v.size]).toEqual([null, 0]);
  });

  it('keeps a token that is not valid yet and accepts it once its time has come', () => {
    const v = verifier();
    const token = sign({}, { notBefore: 60 });
    expect([v.verify(token, now), v.size]).toEqual([null, 1]);
    expect(v.verify(token, now + 60)?.sub).toBe(sub);
  });

  it('never takes a tampered copy of a remembered token for it', () => {
    const v = verifier();
    const token = sign({});
    expect(v.verify(token, now)?.sub).toBe(sub);
    const [head, , signature] = token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), sub: '00000000-0000-4000-8000-000000000001' })).toString('base64url')}.${signature}`;
    expect(v.verify(tampered, now)).toBeNull();
  });

  it('remembers at most its capacity, forgetting the oldest first', () => {
    const v = verifier();
    const [a, b, c] = [sign({ iat: now - 3 }), sign({ iat: now - 2 }), sign({ iat: now - 1 })];
    for (const token of [a, b, c]) expect(v.verify(token, now)?.sub).toBe(sub);
    expect(v.size).toBe(2);
    // The forgotten one is verified again from scratch, and still accepted.
    expect(v.verify(a, now)?.iat).toBe(now - 3);
    expect(v.size).toBe(2);
  });
});
