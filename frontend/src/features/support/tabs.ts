/** The Support Center's tabs, in order. `?tab=<id>` opens one; anything else opens the first. */
export const SUPPORT_TABS = ['faq', 'terms', 'privacy', 'refund', 'shipping', 'contact'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];

export const DEFAULT_SUPPORT_TAB: SupportTab = 'faq';

/** The tab named by a `?tab=` value, or the default. */
export function supportTab(value: string | null): SupportTab {
  return (SUPPORT_TABS as readonly string[]).includes(value ?? '') ? (value as SupportTab) : DEFAULT_SUPPORT_TAB;
}

/** A link to the Support Center opened on one tab (e.g. `supportTabPath('contact')` for the contact form). */
export const supportTabPath = (tab: SupportTab): string => `/support?tab=${tab}`;
