import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { ErrorCode } from '@nova/protocol';
import { AppError } from '../core/errors';

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

/** The parameters of an encoded argon2id hash (`$argon2id$v=19$m=..,t=..,p=..$salt$hash`, in any order). */
export function hashParameters(hash: string): { version: number; memoryCost: number; timeCost: number; parallelism: number } | null {
  const match = /^\$argon2id\$v=(\d+)\$([a-z0-9=,]+)\$/.exec(hash);
  if (!match) return null;
  const params = new Map((match[2] ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
  const memoryCost = Number(params.get('m'));
  const timeCost = Number(params.get('t'));
  const parallelism = Number(params.get('p'));
  if (![memoryCost, timeCost, parallelism].every(Number.isInteger)) return null;
  return { version: Number(match[1]), memoryCost, timeCost, parallelism };
}

/** True when a stored hash is not argon2id or uses weaker parameters than PASSWORD_HASH_OPTIONS. */
export function needsRehash(hash: string): boolean {
  const params = hashParameters(hash);
  if (!params) return true;
  return params.version < 19 || params.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost || params.timeCost < PASSWORD_HASH_OPTIONS.timeCost;
}

/** Computes the dummy hash ahead of the first failed login (so that one is not slower). */
export async function warmUpPasswords(): Promise<void> {
  await dummy();
}

/** 400: a sensitive change was confirmed with a password that is not the account's current one. */
export const wrongPassword = () => new AppError(ErrorCode.WRONG_PASSWORD, 'Your current password is not correct.');
