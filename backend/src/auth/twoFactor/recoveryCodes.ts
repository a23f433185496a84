import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, TWO_FACTOR } from '@nova/protocol';
import { hashRecoveryCode } from './keys';

/**
 * Recovery codes: TWO_FACTOR.recoveryCodeCount codes of TWO_FACTOR.recoveryCodeLength characters from a 32-letter
 * alphabet (50 bits each), shown once as `ABCDE-FGHJK` and stored only as keyed hashes.
 */
export interface RecoveryCodeSet {
  /** What the owner is shown, once. */
  shown: string[];
  /** What is stored. */
  hashes: string[];
}

function oneCode(): string {
  let code = '';
  for (let i = 0; i < TWO_FACTOR.recoveryCodeLength; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** A fresh set of distinct codes and their hashes (the normalized code, without its dash, is what is hashed). */
export function newRecoveryCodes(hashingKey: Buffer): RecoveryCodeSet {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR.recoveryCodeCount) codes.add(oneCode());
  const plain = [...codes];
  const half = TWO_FACTOR.recoveryCodeLength / 2;
  return {
    shown: plain.map((code) => `${code.slice(0, half)}-${code.slice(half)}`),
    hashes: plain.map((code) => hashRecoveryCode(hashingKey, code)),
  };
}
