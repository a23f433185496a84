import type { Types } from 'mongoose';

/**
 * The affiliate programme's part of a sign-up (rules in docs/affiliates.md). The affiliates answer
 * (`signupReferrals` in affiliates/attribution.ts) and modules.ts hands it to the auth module, so auth never imports
 * the affiliates, whose routes use auth's middleware.
 */
export interface SignupReferrals {
  /** Refuses a referral code nobody has (404 REFERRAL_CODE_UNKNOWN): Google sign-in checks it before leaving. */
  lookUpReferralCode(code: string): Promise<unknown>;
  /**
   * The referrer of a new account registering with `code` by `email`: null without a code; 404 REFERRAL_CODE_UNKNOWN,
   * 400 REFERRAL_SELF.
   */
  referrerForSignup(code: string | undefined | null, email: string): Promise<Types.ObjectId | null>;
}
