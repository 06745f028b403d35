import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SecretCipherPort } from '@fw/api-accounts-application';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the server secret (AUTH_JWT_SECRET, or the one
 * kept in DATA_DIR/secrets), so a database backup alone does not reveal TOTP secrets. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
@Injectable()
export class AesGcmSecretCipherAdapter extends SecretCipherPort {
  private readonly key: Buffer;

  constructor(@Inject(accountsConfig.KEY) config: AuthConfig) {
    super();
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'floridaweb', 'two-factor-secret-encryption', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION) throw new Error('unknown secret encryption version');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
