import { AFFILIATE_RULES, type ReferralCodeDto } from '@nova/protocol';
import { ApiError, type ApiClient } from '../../lib/api';

/**
 * The referral code a visitor arrived with (`?ref=CODE`), remembered in this browser for 30 days so registering
 * later (email or Google) still credits the referrer. Only codes the server knows are kept; a newer valid link
 * replaces the one held. Rules in docs/affiliates.md.
 */

const KEY = 'nova.referral';
const CODE = /^[A-Za-z0-9]{4,32}$/;

export interface RememberedReferral {
  code: string;
  /** The referrer's username, when the server said it. */
  referrer: string | null;
  /** Epoch ms after which the code is forgotten. */
  until: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `code` for the next 30 days (replacing any other). */
export function rememberReferral(code: string, referrer: string | null, now = Date.now()): void {
  const value: RememberedReferral = { code: code.toUpperCase(), referrer, until: now + AFFILIATE_RULES.referralMemoryMs };
  try {
    storage()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused: the code still works while it is in the address.
  }
}

/** Forgets the remembered code (it turned out unknown, e.g. its owner changed it). */
export function forgetReferral(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The remembered code while it is fresh; an expired or unreadable one is dropped. */
export function rememberedReferral(now = Date.now()): RememberedReferral | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedReferral>;
    if (typeof value.code === 'string' && CODE.test(value.code) && typeof value.until === 'number' && value.until > now) {
      return { code: value.code, referrer: typeof value.referrer === 'string' ? value.referrer : null, until: value.until };
    }
  } catch {
    // Not ours: drop it.
  }
  forgetReferral();
  return null;
}

/** A well-formed `ref` in a query string, upper-cased; undefined otherwise. */
export function referralInAddress(search: string = window.location.search): string | undefined {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && CODE.test(code) ? code.toUpperCase() : undefined;
}

/** The code to send with a registration: the address's `?ref=`, else the remembered one. */
export function currentReferralCode(search: string = window.location.search): string | undefined {
  return referralInAddress(search) ?? rememberedReferral()?.code;
}

/**
 * At start-up: checks the address's `?ref=` with the server and remembers it when it exists. Answers 'unknown' for
 * a code nobody has (the caller tells the visitor and drops it from the address), 'kept' otherwise (also when the
 * server could not be asked: the registration checks the code again).
 */
export async function captureReferral(api: Pick<ApiClient, 'json'>, search: string): Promise<'none' | 'kept' | 'unknown'> {
  const code = referralInAddress(search);
  if (!code) return 'none';
  try {
    const found = await api.json<ReferralCodeDto>('GET', `/api/affiliates/codes/${encodeURIComponent(code)}`);
    rememberReferral(found.code, found.referrer);
    return 'kept';
  } catch (err) {
    if (err instanceof ApiError && err.code === 'REFERRAL_CODE_UNKNOWN') return 'unknown';
    rememberReferral(code, null);
    return 'kept';
  }
}
