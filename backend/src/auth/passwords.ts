import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (Password Storage Cheat Sheet: 19 MiB memory, 2 iterations, 1 lane).
 * Raising any of these makes new hashes stronger; older hashes are upgraded at the next successful login.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random secret with the same parameters, verified when there is no real hash (unknown email,
 * Google-only account) so a failed login takes about as long whether or not the account exists.
 */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** True when `password` matches `hash`. With no hash it still spends one verification, then answers false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

/** True when a stored hash is not argon2id or uses weaker parameters than PASSWORD_HASH_OPTIONS. */
export function needsRehash(hash: string): boolean {
  const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (!match) return true;
  const [, version, memory, time] = match.map(Number) as [number, number, number, number, number];
  return version < 19 || memory < PASSWORD_HASH_OPTIONS.memoryCost || time < PASSWORD_HASH_OPTIONS.timeCost;
}

/** Computes the dummy hash ahead of the first failed login (so that one is not slower). */
export async function warmUpPasswords(): Promise<void> {
  await dummy();
}
