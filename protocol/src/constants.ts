/** Product-wide constants; the rules behind them are written down in docs/. */

export const PRODUCT_NAME = 'Nova';
/** The register dialog reads "Join Nova Mystery Vault". */
export const PRODUCT_FULL_NAME = `${PRODUCT_NAME} Mystery Vault`;

export const COINS_PER_USD = 100;
export const XP_PER_USD = 100;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  legendaryPlays: 5,
  grantMin: 1,
  grantMax: 1_000_000,
  /** The reason given with a grant or a clawback, in characters. */
  coinsReasonMax: 200,
  reviewImagesMax: 5,
  freeBoxCooldownMs: 24 * 60 * 60 * 1000,
  dailyBonusCoins: 50,
  dailyBonusCooldownMs: 24 * 60 * 60 * 1000,
  affiliateMinPayoutUsd: 50,
} as const;

export const TIMINGS = {
  spinMs: 3000,
  revealMs: 1000,
  confettiMs: 5000,
  confettiPieces: 100,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThreshold: 50,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  rateCacheMs: 60 * 60 * 1000,
} as const;

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'zh', name: '中文' },
  { code: 'ar', name: 'العربية' },
  { code: 'hi', name: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];
/**
 * The cookie holding the language a visitor chose in the app, so the server's page names that language's texts to
 * preload (Accept-Language says only what the browser prefers).
 */
export const LANGUAGE_COOKIE = 'nova_lang';

export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩' },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$' },
  { code: 'MXN', name: 'Mexican Peso', symbol: 'MX$' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' },
  { code: 'NZD', name: 'New Zealand Dollar', symbol: 'NZ$' },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Currencies displayed without decimals. */
export const WHOLE_NUMBER_CURRENCIES: readonly CurrencyCode[] = ['JPY', 'KRW'];

/** Offline fallback rates (units per 1 USD), used when the rate source cannot be reached. */
export const FALLBACK_RATES: Record<CurrencyCode, number> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  JPY: 110,
  CAD: 1.25,
  AUD: 1.35,
  CHF: 0.92,
  CNY: 6.45,
  INR: 74,
  KRW: 1180,
  BRL: 5.2,
  MXN: 20,
  SGD: 1.35,
  NZD: 1.42,
  HKD: 7.78,
  AED: 3.67,
};

export const BOX_CATEGORIES = ['Tech', 'Gaming', 'Luxury', 'Fashion', 'Crypto', 'Collectibles'] as const;
export type BoxCategory = (typeof BOX_CATEGORIES)[number];

export const RARITIES = ['legendary', 'epic', 'rare', 'uncommon', 'common', 'none'] as const;
export type Rarity = (typeof RARITIES)[number];
/** A prize with this name is a loss. */
export const NOTHING_PRIZE_NAME = 'Nothing';

export const FREE_BOX_LEVELS = [
  { level: 1, name: 'Black Opal', requiredSpentUsd: 25, requiredXP: 2_500, legendaryOdds: 0.01, commonOdds: 0.5 },
  { level: 2, name: 'Emerald', requiredSpentUsd: 100, requiredXP: 10_000, legendaryOdds: 0.01, commonOdds: 0.4 },
  { level: 3, name: 'Ruby', requiredSpentUsd: 400, requiredXP: 40_000, legendaryOdds: 0.01, commonOdds: 0.3 },
  { level: 4, name: 'Pink Diamond', requiredSpentUsd: 2_000, requiredXP: 200_000, legendaryOdds: 0.02, commonOdds: 0.2 },
  { level: 5, name: 'Jadeite', requiredSpentUsd: 15_000, requiredXP: 1_500_000, legendaryOdds: 0.05, commonOdds: 0.1 },
  { level: 6, name: 'Blue Diamond', requiredSpentUsd: 100_000, requiredXP: 10_000_000, legendaryOdds: 0.1, commonOdds: 0.05 },
] as const;

/** Daily leaderboard payouts in USD by position (1-based), total $500. */
export const LEADERBOARD_PRIZES_USD = [150, 100, 75, 50, 50, 15, 15, 15, 15, 15] as const;
/** How many positions the daily leaderboard shows (the first LEADERBOARD_PRIZES_USD.length are paid). */
export const LEADERBOARD_ENTRIES = 50;

/**
 * The affiliate programme's tiers, lowest first: the commission percent of a referred player's coin purchase and
 * the active referrals (referred players with a credited purchase in the last 30 days) a referrer needs for it.
 * Rules in docs/affiliates.md; `affiliates.ts` computes with them.
 */
export const AFFILIATE_TIERS = [
  { key: 'bronze', name: 'Bronze', percent: 5, minActiveReferrals: 0 },
  { key: 'silver', name: 'Silver', percent: 8, minActiveReferrals: 25 },
  { key: 'gold', name: 'Gold', percent: 12, minActiveReferrals: 100 },
  { key: 'diamond', name: 'Diamond', percent: 15, minActiveReferrals: 500 },
] as const;
export type AffiliateTier = (typeof AFFILIATE_TIERS)[number];
export type AffiliateTierKey = AffiliateTier['key'];

export const ROLES = ['player', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles of staff accounts: support agents and admins. */
export type StaffRole = Exclude<Role, 'player'>;

/** Why a balance changed: the `kind` of every ledger entry. */
export const LEDGER_KINDS = [
  'opening',
  'resale',
  'grant',
  'purchase',
  'daily-bonus',
  'leaderboard-prize',
  'affiliate-payout',
  'free-box',
  'refund',
  /** Staff took coins back (with a reason); never below a zero balance. */
  'clawback',
  /** A seat in a box battle (debit), or its refund when the battle is cancelled (credit). */
  'battle',
  'battle-refund',
  /** The one-time grant when an account's email address is first verified (WELCOME_COINS). */
  'welcome',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
