import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { PRODUCT_NAME, TWO_FACTOR } from '@nova/protocol';

/**
 * Authenticator codes through otplib (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app uses)
 * and the setup's QR code through `qrcode`. Pure functions of the secret and the time, so tests compute the same
 * codes from the injectable clock.
 */

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` address an authenticator app reads from the QR code, labelled with the shop and the account. */
export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: PRODUCT_NAME, label: account, secret, digits: TWO_FACTOR.digits, period: TWO_FACTOR.periodSeconds });
}

/** The QR code of `text` as an SVG data URL (no network, no canvas). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);

/** The code an authenticator shows for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  return generateSync({ secret, epoch: epochOf(at), digits: TWO_FACTOR.digits, period: TWO_FACTOR.periodSeconds });
}

/**
 * The time step `code` belongs to when it is right for `secret` at `at` (one step of drift either way) and comes from
 * a step after `afterStep` (a code is good once); otherwise null.
 */
export function matchTotp(secret: string, code: string, at: Date, afterStep: number): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: epochOf(at),
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.periodSeconds,
      epochTolerance: TWO_FACTOR.driftSteps * TWO_FACTOR.periodSeconds,
      afterTimeStep: afterStep,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed secret or code is a wrong code, never a 500.
    return null;
  }
}
