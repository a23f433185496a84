import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../core/logger';

/**
 * The session-signing secret: JWT_SECRET when set; otherwise generated once and kept in the data directory
 * (so embedded-default sessions survive restarts); memory-only runs get a random one per process.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string | null, logger: Logger): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  logger.info({ file }, 'generated a session-signing secret (set JWT_SECRET to choose your own)');
  return secret;
}
