import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Coins, CreditCard, Gift, HelpCircle, Package, Search, SearchX, Wrench, type LucideIcon } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../i18n/format';
import { usePublicConfig } from '../../lib/publicConfig';
import { FAQ_CATEGORIES, FAQ_QUESTIONS, type FaqCategory } from './sections';

const ICONS: Record<FaqCategory, LucideIcon> = {
  general: HelpCircle,
  account: Coins,
  boxes: Package,
  prizes: Gift,
  payments: CreditCard,
  technical: Wrench,
};

/** Answers that end with a link to the page they talk about. */
const ANSWER_LINKS: Partial<Record<string, string>> = { 'general-3': '/fairness' };

interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page the answer points to, linked under it. */
  link?: string | undefined;
}

/** True when `query` (trimmed, any case) occurs in the question or the answer; an empty query matches all. */
export function matchesFaq(entry: Pick<FaqEntry, 'question' | 'answer'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return entry.question.toLocaleLowerCase().includes(needle) || entry.answer.toLocaleLowerCase().includes(needle);
}

/**
 * The FAQ body: a search box filtering questions and answers case-insensitively, six categories
 * each a single-open collapsible list, and 'No results found' with 'Clear search'. No page chrome.
 */
export function FaqContent() {
  const { t } = useTranslation('content');
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();
  // The resale answer quotes the shop's configured rate (RESALE_RATE), never a figure baked into the text.
  const resaleRate = usePublicConfig().data?.resaleRate;
  const rate = resaleRate === undefined ? '…' : formatNumber(resaleRate, { style: 'percent', maximumFractionDigits: 1 });

  const categories = useMemo(
    (): { category: FaqCategory; title: string; entries: FaqEntry[] }[] =>
      FAQ_CATEGORIES.map((category) => ({
        category,
        title: t(`faq.categories.${category}`),
        entries: FAQ_QUESTIONS.map((n) => ({
          id: `${category}-${n}`,
          question: t(`faq.${category}.q${n}`),
          answer: t(`faq.${category}.a${n}`, { rate }),
          link: ANSWER_LINKS[`${category}-${n}`],
        })),
      })),
    [t, rate],
  );
  const visible = categories
    .map((c) => ({ ...c, entries: c.entries.filter((entry) => matchesFaq(entry, query)) }))
    .filter((c) => c.entries.length > 0);

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <div className="grid gap-6">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('faq.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute start-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-fg-muted" aria-hidden />
        <input
          ref={input}
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('faq.searchPlaceholder')}
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-line bg-surface-2 ps-11 pe-3.5 text-base text-fg placeholder:text-fg-muted/60 focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none"
        />
      </div>

      {visible.length === 0 ? (
        <div role="status" className="rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
          <SearchX className="mx-auto mb-4 h-10 w-10 text-fg-muted" aria-hidden />
          <p className="text-lg font-semibold">{t('faq.noResults')}</p>
          <p className="mx-auto mt-2 max-w-md text-sm break-words text-fg-muted">{t('faq.noResultsHint', { query: query.trim() })}</p>
          <Button className="mt-5" variant="secondary" onClick={clear}>
            {t('faq.clearSearch')}
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          {visible.map(({ category, title, entries }) => {
            const Icon = ICONS[category];
            const headingId = `${searchId}-${category}`;
            return (
              <section
                key={category}
                aria-labelledby={headingId}
                className="min-w-0 rounded-2xl border border-line bg-surface/70 px-5 pt-4 pb-1"
              >
                <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
                  <Icon className="h-5 w-5 text-accent-soft" aria-hidden />
                  {title}
                </h2>
                <Accordion type="single" collapsible>
                  {entries.map((entry) => (
                    <AccordionItem key={entry.id} value={entry.id} className="last:border-b-0">
                      <AccordionTrigger>{entry.question}</AccordionTrigger>
                      <AccordionContent className="leading-relaxed">
                        <p>{entry.answer}</p>
                        {entry.link ? (
                          <Link
                            to={entry.link}
                            className="mt-2 inline-flex items-center gap-1 font-semibold text-accent-soft hover:underline"
                          >
                            {t('faq.fairnessLink')}
                            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                          </Link>
                        ) : null}
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
