import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { resolveJwtSecret } from '../secret';

/**
 * The keys of two-factor state at rest, derived (HKDF-SHA256) from TWO_FACTOR_ENCRYPTION_KEY, else from the
 * session-signing secret: one encrypts authenticator secrets (AES-256-GCM), the other keys the recovery-code hashes
 * (HMAC-SHA256), so a copy of the database alone reveals neither. Every node derives the same keys from the same
 * settings.
 */
export interface TwoFactorKeys {
  encryption: Buffer;
  hashing: Buffer;
}

const keys = new WeakMap<AppContext, TwoFactorKeys>();
const SALT = Buffer.from('nova:two-factor');

export function twoFactorKeys(ctx: AppContext): TwoFactorKeys {
  let found = keys.get(ctx);
  if (!found) {
    const material = ctx.config.TWO_FACTOR_ENCRYPTION_KEY ?? resolveJwtSecret(ctx.config.JWT_SECRET, ctx.dataDir, ctx.logger);
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', material, SALT, info, 32));
    found = { encryption: derive('secret encryption v1'), hashing: derive('recovery code hashing v1') };
    keys.set(ctx, found);
  }
  return found;
}

const VERSION = 'v1';

/** Encrypts a secret as `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Decrypts what encryptSecret made; null when it was made with another key or is damaged. */
export function decryptSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The stored form of a normalized recovery code. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}
