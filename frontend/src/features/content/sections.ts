/**
 * The shape of the help and policy texts. The words live in `locales/<lang>/content.json`; these lists say
 * which keys exist and in what order, so the components and the tests agree on them.
 */

/** The date every policy shows as "Last updated", as an ISO date in UTC. */
export const LAST_UPDATED = '2025-01-25';

/** FAQ categories in display order. */
export const FAQ_CATEGORIES = ['general', 'account', 'boxes', 'prizes', 'payments', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Questions per category: `q<n>` and `a<n>` keys in `content:faq.<category>`. */
export const FAQ_QUESTIONS = ['1', '2', '3', '4'] as const;

/** Terms of Service: 12 numbered sections. */
export const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12'] as const;

/** Privacy Policy: 10 numbered sections. */
export const PRIVACY_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const;

/** Data retention periods listed under the privacy policy's retention section. */
export const RETENTION_ITEMS = ['account', 'transactions', 'usage', 'support'] as const;

export const REFUND_SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;

export const SHIPPING_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** Delivery times listed under the shipping info's delivery section. */
export const SHIPPING_TIMES = ['standard', 'express', 'international'] as const;
