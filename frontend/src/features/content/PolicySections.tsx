import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, LifeBuoy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatDate, formatNumber } from '../../i18n/format';
import { supportTabPath } from '../support/tabs';
import { LAST_UPDATED } from './sections';

export interface PolicySection {
  id: string;
  title: string;
  body: string;
  /** Shown under the body (a list of periods, a contact address...). */
  extra?: ReactNode;
}

/**
 * A policy as numbered sections, each a labelled region (`<section aria-labelledby>`) with its number
 * formatted for the active language. Used by the terms, privacy, refund and shipping texts.
 */
export function PolicySections({ sections, label }: { sections: PolicySection[]; label: string }) {
  const baseId = useId();
  return (
    <ol aria-label={label} className="grid gap-4">
      {sections.map((section, index) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <li key={section.id}>
            <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface/70 p-5 sm:p-6">
              <h2 id={headingId} className="flex items-baseline gap-3 text-lg font-bold">
                <span className="font-display text-accent-soft tabular-nums">{formatNumber(index + 1)}.</span>
                <span className="min-w-0">{section.title}</span>
              </h2>
              <p className="mt-2 leading-relaxed text-fg-muted">{section.body}</p>
              {section.extra}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

/** A bulleted list of short facts under a section (retention periods, delivery times). */
export function FactList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 grid gap-1.5 list-disc ps-5 text-fg-muted marker:text-accent-soft">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** "Last updated: January 25, 2025", the date formatted for the active language. */
export function LastUpdated() {
  const { t } = useTranslation('content');
  const date = formatDate(`${LAST_UPDATED}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
      <CalendarDays className="h-4 w-4 text-accent-soft" aria-hidden />
      <time dateTime={LAST_UPDATED}>{t('lastUpdated', { date })}</time>
    </p>
  );
}

/** The closing call to action of every policy: a short prompt and a link to the support center. */
export function ContactSupportLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-accent/30 bg-accent/10 p-5">
      <div className="min-w-0">
        <p className="text-sm text-fg-muted">{t('contactPrompt')}</p>
        {children}
      </div>
      <Button asChild variant="outline">
        <Link to={supportTabPath('contact')}>
          <LifeBuoy className="h-4 w-4" aria-hidden />
          {t('contactSupport')}
        </Link>
      </Button>
    </div>
  );
}
