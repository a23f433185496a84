import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Pages with a name in `common:pages`. */
export type PageKey =
  | 'home' | 'boxes' | 'freeBoxes' | 'dashboard' | 'winners' | 'reviews' | 'leaderboard' | 'support' | 'demo'
  | 'admin' | 'adminLogin' | 'faq' | 'terms' | 'privacy' | 'affiliates' | 'affiliateDashboard' | 'checkout'
  | 'fairness' | 'simulator';

export interface ComingSoonProps {
  page: PageKey;
  /** Replaces the default "<page> is coming soon" heading. */
  title?: string;
  /** Replaces the default body text. */
  body?: string;
  /** Extra content under the text. */
  children?: ReactNode;
}

/**
 * Placeholder for a page another feature builds. Delete its route's use when the real page lands;
 * remove this component when no route uses it.
 */
export function ComingSoon({ page, title, body, children }: ComingSoonProps) {
  const { t } = useTranslation();
  const pageName = t(`pages.${page}`);
  useDocumentTitle(page === 'home' ? '' : pageName);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="mb-5 inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-soft uppercase">
        <Sparkles className="h-3.5 w-3.5" aria-hidden />
        {t('comingSoon.badge')}
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {title ?? t('comingSoon.title', { page: pageName })}
      </h1>
      <p className="mt-4 max-w-lg text-base text-balance text-fg-muted sm:text-lg">{body ?? t('comingSoon.body')}</p>
      {children}
      {page === 'home' ? null : (
        <Link to="/" className="mt-8 text-sm font-semibold text-accent-soft hover:underline">
          {t('comingSoon.home')}
        </Link>
      )}
    </section>
  );
}

export default ComingSoon;
