import { Types } from 'mongoose';
import { ErrorCode, type ReferralCodeDto } from '@nova/protocol';
import type { SignupReferrals } from '../auth/signupReferrals';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { findByReferralCode } from '../users/referrals';
import { bumpAccount } from './account';

/**
 * Attribution: a new account is attributed to the owner of the referral code it registered with (email or Google),
 * once, when the account is created, and never again. Rules in docs/affiliates.md.
 */

export const referralCodeUnknown = () =>
  new AppError(ErrorCode.REFERRAL_CODE_UNKNOWN, 'This referral code does not exist. Check the link, or register without it.');

export const selfReferral = () => new AppError(ErrorCode.REFERRAL_SELF, 'You cannot use your own referral code.');

/** Providers that ignore dots in the local part (gmail.com and googlemail.com are one mailbox). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for the self-referral rule: lower-case, without a `+tag`, and for Gmail without
 * dots and with one domain. `Ann.Lee+promo@gmail.com` and `annlee@googlemail.com` are the same mailbox.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** `GET /api/affiliates/codes/:code`: the code's owner by name; 404 REFERRAL_CODE_UNKNOWN. */
export async function lookUpReferralCode(code: string): Promise<ReferralCodeDto> {
  const owner = await findByReferralCode(code);
  if (!owner) throw referralCodeUnknown();
  return { code, referrer: owner.username };
}

/**
 * The referrer for a registration with `code` by `email`: none without a code; 404 REFERRAL_CODE_UNKNOWN for a code
 * nobody has; 400 REFERRAL_SELF when the referrer's address is the same mailbox as the new account's.
 */
export async function referrerForSignup(code: string | undefined | null, email: string): Promise<Types.ObjectId | null> {
  if (!code) return null;
  const owner = await findByReferralCode(code);
  if (!owner) throw referralCodeUnknown();
  if (mailboxKey(owner.email) === mailboxKey(email)) throw selfReferral();
  return owner._id;
}

/** The affiliates' part of a sign-up, handed to the auth module by modules.ts. */
export const signupReferrals: SignupReferrals = { lookUpReferralCode, referrerForSignup };

/**
 * After an attributed registration: bumps the referrer's account version (the seq of `referral:joined`) and tells
 * the broadcaster and the staff feed. The attribution itself is the account's `referredBy`, stored with the account;
 * a crash before this runs loses only the live fact.
 */
export function watchAttributions(ctx: AppContext): void {
  ctx.bus.on('user.registered', async (e) => {
    if (!e.referredBy) return;
    const account = await bumpAccount(null, new Types.ObjectId(e.referredBy), {});
    ctx.bus.emit('affiliate.referred', {
      referrerId: e.referredBy,
      referral: { id: e.userId, username: e.username, joinedAt: e.at },
      version: account.version,
      at: e.at,
    });
  });
}
