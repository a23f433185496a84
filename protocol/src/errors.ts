/**
 * Stable error codes shared by the REST API, socket acks and the front end's translated messages.
 * A code never changes meaning once shipped; add new ones instead.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  AUTH_REQUIRED: 'AUTH_REQUIRED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_BANNED: 'ACCOUNT_BANNED',
  FORBIDDEN: 'FORBIDDEN',
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  STAFF_REQUIRED: 'STAFF_REQUIRED',
  CONFLICT: 'CONFLICT',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** The same idempotency key was sent earlier for a different request (another box, another user). */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** The unboxing was already shipped or resold. */
  ALREADY_ACTED: 'ALREADY_ACTED',
  /** A 'Nothing' (or zero-value) prize cannot be shipped or resold. */
  NOTHING_TO_CLAIM: 'NOTHING_TO_CLAIM',
  /** A shipment status change that does not follow pending -> shipped -> delivered. */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  UNKNOWN_EVENT: 'UNKNOWN_EVENT',
  /** A signed-in user already holds MAX_SOCKETS_PER_PLAYER sockets on this server (a socket connect_error). */
  TOO_MANY_CONNECTIONS: 'TOO_MANY_CONNECTIONS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  LINK_TOKEN_INVALID: 'LINK_TOKEN_INVALID',
  GOOGLE_UNAVAILABLE: 'GOOGLE_UNAVAILABLE',
  GOOGLE_FAILED: 'GOOGLE_FAILED',
  GOOGLE_EMAIL_UNVERIFIED: 'GOOGLE_EMAIL_UNVERIFIED',
  GOOGLE_STATE_INVALID: 'GOOGLE_STATE_INVALID',
  CANNOT_CHANGE_SELF: 'CANNOT_CHANGE_SELF',
  /** The daily bonus was claimed less than 24 hours ago (`details.nextClaimAt` says when it opens). */
  DAILY_BONUS_NOT_READY: 'DAILY_BONUS_NOT_READY',
  /** Too many contact-form messages from one network in the window (429 with Retry-After). */
  TOO_MANY_TICKETS: 'TOO_MANY_TICKETS',
  /** The support ticket already has the requested status (another staff member changed it first). */
  TICKET_STATUS_UNCHANGED: 'TICKET_STATUS_UNCHANGED',
  /** The free-box level does not exist. */
  FREE_BOX_LEVEL_UNKNOWN: 'FREE_BOX_LEVEL_UNKNOWN',
  /** The player does not meet the level's requirements (`details` names each one missing: spent, xp, level). */
  FREE_BOX_LOCKED: 'FREE_BOX_LOCKED',
  /** Claims come from the highest unlocked level only (`details.highestLevel`). */
  FREE_BOX_NOT_HIGHEST: 'FREE_BOX_NOT_HIGHEST',
  /** A free box was claimed less than 24 hours ago (`details.nextClaimAt`, Retry-After). */
  FREE_BOX_COOLDOWN: 'FREE_BOX_COOLDOWN',
  /** Only a player who has opened a paid box may write a review (`details.reason`: no-paid-opening, staff-account). */
  REVIEW_NOT_ELIGIBLE: 'REVIEW_NOT_ELIGIBLE',
  /** A player writes one review; this account already has one. */
  REVIEW_ALREADY_WRITTEN: 'REVIEW_ALREADY_WRITTEN',
  /** The review is already hidden (or already visible): another staff member changed it first. */
  REVIEW_VISIBILITY_UNCHANGED: 'REVIEW_VISIBILITY_UNCHANGED',
  /** The account's email address is not verified yet: value cannot leave the shop (ship, affiliate payout). */
  EMAIL_UNVERIFIED: 'EMAIL_UNVERIFIED',
  /** An email verification link that is unknown, expired, already used or meant for another address. */
  VERIFICATION_TOKEN_INVALID: 'VERIFICATION_TOKEN_INVALID',
  /** A password reset link that is unknown, expired, already used, or for an address the account no longer has. */
  PASSWORD_RESET_TOKEN_INVALID: 'PASSWORD_RESET_TOKEN_INVALID',
  /** The username looks like an existing one (same skeleton after Unicode confusable mapping). */
  USERNAME_CONFUSABLE: 'USERNAME_CONFUSABLE',
  /** The current password sent with an account change is wrong. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** An account with a positive coin balance cannot be deleted. */
  ACCOUNT_HAS_BALANCE: 'ACCOUNT_HAS_BALANCE',
  /** An account with shipments not yet delivered cannot be deleted. */
  SHIPMENTS_PENDING: 'SHIPMENTS_PENDING',
  /** This Google account is already linked to another account. */
  GOOGLE_ALREADY_LINKED: 'GOOGLE_ALREADY_LINKED',
  /** A verified account with this email exists: sign in with its password and connect Google from the account page. */
  GOOGLE_LINK_REQUIRED: 'GOOGLE_LINK_REQUIRED',
  /** Neither Stripe keys nor the simulated provider are configured (503). */
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  /** The payment provider refused or could not be reached (502); nothing was charged or credited by us. */
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  /** The coin package id is not in the server's table. */
  COIN_PACKAGE_UNKNOWN: 'COIN_PACKAGE_UNKNOWN',
  /** The player has not confirmed being 18 or older yet (needed before the first purchase). */
  AGE_NOT_CONFIRMED: 'AGE_NOT_CONFIRMED',
  /** The purchase would exceed a deposit limit (`details`: period, limit, used, remaining in USD). */
  DEPOSIT_LIMIT_EXCEEDED: 'DEPOSIT_LIMIT_EXCEEDED',
  /** The player excluded themselves: no purchases, openings, free-box or daily-bonus claims until `details.until`. */
  SELF_EXCLUDED: 'SELF_EXCLUDED',
  /** A self-exclusion already runs longer than the one asked for; it cannot be shortened (`details.until`). */
  SELF_EXCLUSION_ACTIVE: 'SELF_EXCLUSION_ACTIVE',
  /** The purchase behind this request key is no longer waiting for payment (it succeeded or failed). */
  PURCHASE_NOT_PENDING: 'PURCHASE_NOT_PENDING',
  /** A webhook without a valid signature, or signed too long ago or ahead (`details.reason`: missing, mismatch, stale, future). */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** Only a paid, not yet refunded purchase can be refunded. */
  PURCHASE_NOT_REFUNDABLE: 'PURCHASE_NOT_REFUNDABLE',
  /** Refunds are asked within 24 hours of the purchase. */
  REFUND_WINDOW_CLOSED: 'REFUND_WINDOW_CLOSED',
  /** Some of the purchase's coins were spent, so it cannot be refunded. */
  PURCHASE_COINS_SPENT: 'PURCHASE_COINS_SPENT',
  /** A refund of this purchase was already asked for. */
  REFUND_ALREADY_REQUESTED: 'REFUND_ALREADY_REQUESTED',
  /** An admin decision on a purchase without an open refund request. */
  REFUND_NOT_REQUESTED: 'REFUND_NOT_REQUESTED',
  /** A clawback asked for more coins than the player has (`details.balance`, `details.requested`); nothing was taken. */
  CLAWBACK_EXCEEDS_BALANCE: 'CLAWBACK_EXCEEDS_BALANCE',
  /** The winner is already hidden (or already shown): another admin changed it first. */
  WINNER_VISIBILITY_UNCHANGED: 'WINNER_VISIBILITY_UNCHANGED',
  /** No player has this referral code (a link from before the code was changed, or a typo). */
  REFERRAL_CODE_UNKNOWN: 'REFERRAL_CODE_UNKNOWN',
  /** The referral code belongs to the person registering (the same mailbox as the referrer's). */
  REFERRAL_SELF: 'REFERRAL_SELF',
  /** Another player already has the referral code asked for. */
  REFERRAL_CODE_TAKEN: 'REFERRAL_CODE_TAKEN',
  /** A referral code can be changed once; this one was changed already. */
  REFERRAL_CODE_ALREADY_CHANGED: 'REFERRAL_CODE_ALREADY_CHANGED',
  /** A payout under the minimum (`details.minimumCents`). */
  PAYOUT_BELOW_MINIMUM: 'PAYOUT_BELOW_MINIMUM',
  /** A payout above the available commission (`details.availableCents`). */
  PAYOUT_EXCEEDS_AVAILABLE: 'PAYOUT_EXCEEDS_AVAILABLE',
  /** One payout request per week (`details.nextPayoutAt`). */
  PAYOUT_TOO_SOON: 'PAYOUT_TOO_SOON',
  /** An admin decision on a payout that was already paid or rejected. */
  PAYOUT_NOT_PENDING: 'PAYOUT_NOT_PENDING',
  /** The box or prize changed since the editor loaded it (another admin, another tab): reload and edit again. */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  /** An archived box (it has openings) is kept for history and can no longer be edited. */
  BOX_ARCHIVED: 'BOX_ARCHIVED',
  /** A published box's prize odds must total exactly 100% (publishing, or a change to a published box). */
  ODDS_TOTAL_INVALID: 'ODDS_TOTAL_INVALID',
  /** The box's odds or price changed since the player saw them (`details.oddsVersion` is the current one); nothing was charged. */
  ODDS_CHANGED: 'ODDS_CHANGED',
  /**
   * Publishing a box whose expected return to player is above 100% or under the shop's floor needs the admin's
   * confirmation (`confirmRtp: true`); `details`: rtpPercent, minPercent, maxPercent, side ('above' or 'below').
   */
  RTP_CONFIRMATION_REQUIRED: 'RTP_CONFIRMATION_REQUIRED',
  /** A battle that does not exist, or a private one asked for without its invite code. */
  BATTLE_NOT_FOUND: 'BATTLE_NOT_FOUND',
  /** A battle's round names a box that is unknown, unpublished or archived (`details.boxId`). */
  BATTLE_BOX_UNAVAILABLE: 'BATTLE_BOX_UNAVAILABLE',
  /** Joining a battle that is running, finished or cancelled. */
  BATTLE_NOT_JOINABLE: 'BATTLE_NOT_JOINABLE',
  /** Every seat (or the chosen one) is taken. */
  BATTLE_SEAT_TAKEN: 'BATTLE_SEAT_TAKEN',
  /** The player already sits in this battle (from this tab or another). */
  BATTLE_ALREADY_JOINED: 'BATTLE_ALREADY_JOINED',
  /** Only the battle's creator may do this (fill with bots, cancel). */
  BATTLE_NOT_CREATOR: 'BATTLE_NOT_CREATOR',
  /** The creator may cancel only a waiting battle, once it went unfilled for 10 minutes (`details.cancellableAt`). */
  BATTLE_NOT_CANCELLABLE: 'BATTLE_NOT_CANCELLABLE',
  /** A staff account (support, admin) must turn on two-factor sign-in before using staff routes and feeds (STAFF_TWO_FACTOR=required). */
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  /** The authenticator or recovery code is wrong, was used already, or is not for this account. */
  TWO_FACTOR_CODE_INVALID: 'TWO_FACTOR_CODE_INVALID',
  /** The sign-in challenge is unknown, expired, used, or spent its attempts: sign in with the password again. */
  TWO_FACTOR_CHALLENGE_INVALID: 'TWO_FACTOR_CHALLENGE_INVALID',
  /** Two-factor sign-in is already on for this account. */
  TWO_FACTOR_ALREADY_ENABLED: 'TWO_FACTOR_ALREADY_ENABLED',
  /** Two-factor sign-in is off for this account. */
  TWO_FACTOR_NOT_ENABLED: 'TWO_FACTOR_NOT_ENABLED',
  /** No setup was started, or it expired: start the setup again for a new QR code. */
  TWO_FACTOR_SETUP_EXPIRED: 'TWO_FACTOR_SETUP_EXPIRED',
  /** Staff accounts cannot turn two-factor sign-in off while the shop requires it. */
  TWO_FACTOR_REQUIRED_FOR_STAFF: 'TWO_FACTOR_REQUIRED_FOR_STAFF',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP statuses an error answer may carry (client errors and server faults). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/**
 * The one HTTP status of each error code. The server's `AppError` takes its status from here and the client
 * reasons about codes, not statuses. Adding a code means adding its line here (the type refuses a missing one);
 * see docs/errors.md.
 */
export const ERROR_STATUS: { readonly [C in ErrorCode]: ErrorStatus } = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  AUTH_REQUIRED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BANNED: 403,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  STAFF_REQUIRED: 403,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  RATE_LIMITED: 429,
  INSUFFICIENT_BALANCE: 402,
  IDEMPOTENCY_CONFLICT: 409,
  ALREADY_ACTED: 409,
  NOTHING_TO_CLAIM: 409,
  INVALID_TRANSITION: 409,
  UNKNOWN_EVENT: 400,
  TOO_MANY_CONNECTIONS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  LINK_TOKEN_INVALID: 401,
  GOOGLE_UNAVAILABLE: 503,
  GOOGLE_FAILED: 400,
  GOOGLE_EMAIL_UNVERIFIED: 400,
  GOOGLE_STATE_INVALID: 400,
  CANNOT_CHANGE_SELF: 403,
  DAILY_BONUS_NOT_READY: 409,
  TOO_MANY_TICKETS: 429,
  TICKET_STATUS_UNCHANGED: 409,
  FREE_BOX_LEVEL_UNKNOWN: 404,
  FREE_BOX_LOCKED: 403,
  FREE_BOX_NOT_HIGHEST: 409,
  FREE_BOX_COOLDOWN: 429,
  REVIEW_NOT_ELIGIBLE: 403,
  REVIEW_ALREADY_WRITTEN: 409,
  REVIEW_VISIBILITY_UNCHANGED: 409,
  EMAIL_UNVERIFIED: 403,
  VERIFICATION_TOKEN_INVALID: 400,
  PASSWORD_RESET_TOKEN_INVALID: 400,
  USERNAME_CONFUSABLE: 409,
  WRONG_PASSWORD: 400,
  ACCOUNT_HAS_BALANCE: 409,
  SHIPMENTS_PENDING: 409,
  GOOGLE_ALREADY_LINKED: 409,
  GOOGLE_LINK_REQUIRED: 409,
  PAYMENTS_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_ERROR: 502,
  COIN_PACKAGE_UNKNOWN: 404,
  AGE_NOT_CONFIRMED: 403,
  DEPOSIT_LIMIT_EXCEEDED: 403,
  SELF_EXCLUDED: 403,
  SELF_EXCLUSION_ACTIVE: 409,
  PURCHASE_NOT_PENDING: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PURCHASE_NOT_REFUNDABLE: 409,
  REFUND_WINDOW_CLOSED: 409,
  PURCHASE_COINS_SPENT: 409,
  REFUND_ALREADY_REQUESTED: 409,
  REFUND_NOT_REQUESTED: 409,
  CLAWBACK_EXCEEDS_BALANCE: 409,
  WINNER_VISIBILITY_UNCHANGED: 409,
  REFERRAL_CODE_UNKNOWN: 404,
  REFERRAL_SELF: 400,
  REFERRAL_CODE_TAKEN: 409,
  REFERRAL_CODE_ALREADY_CHANGED: 409,
  PAYOUT_BELOW_MINIMUM: 400,
  PAYOUT_EXCEEDS_AVAILABLE: 409,
  PAYOUT_TOO_SOON: 409,
  PAYOUT_NOT_PENDING: 409,
  VERSION_CONFLICT: 409,
  BOX_ARCHIVED: 409,
  ODDS_TOTAL_INVALID: 409,
  ODDS_CHANGED: 409,
  RTP_CONFIRMATION_REQUIRED: 409,
  BATTLE_NOT_FOUND: 404,
  BATTLE_BOX_UNAVAILABLE: 409,
  BATTLE_NOT_JOINABLE: 409,
  BATTLE_SEAT_TAKEN: 409,
  BATTLE_ALREADY_JOINED: 409,
  BATTLE_NOT_CREATOR: 403,
  BATTLE_NOT_CANCELLABLE: 409,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  TWO_FACTOR_CODE_INVALID: 400,
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_SETUP_EXPIRED: 409,
  TWO_FACTOR_REQUIRED_FOR_STAFF: 409,
};

/** The HTTP status an error with this code is answered with. */
export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERROR_STATUS[code];
}

/** True when the code is a fault on our side or a service we depend on (5xx), not a problem with the request. */
export function isServerFault(code: ErrorCode): boolean {
  return ERROR_STATUS[code] >= 500;
}

/** The body of every error response and of every failed ack. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems for VALIDATION_FAILED: path -> message. */
  details?: Record<string, string>;
}
