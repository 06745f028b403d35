import { randomBytes, randomUUID } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RecoveryCode } from '@fw/api-accounts-domain';
import { hashOpaqueToken } from '../opaque-token';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 120 random bits in 24 characters without look-alikes, shown as six groups of four. */
function newCode(): string {
  const bytes = randomBytes(24);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** What the user types, however spaced, dashed or capitalised. */
export function normalizeRecoveryCode(input: string): string {
  const chars = input.toLowerCase().replace(/[^a-z0-9]/g, '');
  return chars.match(/.{1,4}/g)?.join('-') ?? '';
}

/** The codes are long and random, so one SHA-256 is enough to keep them unreadable at rest. */
export function hashRecoveryCode(code: string): string {
  return hashOpaqueToken(normalizeRecoveryCode(code));
}

export function issueRecoveryCodes(userId: string): { plain: string[]; rows: RecoveryCode[] } {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const rows = plain.map((code) => Object.assign(new RecoveryCode(), { id: randomUUID(), userId, codeHash: hashRecoveryCode(code) }));
  return { plain, rows };
}
