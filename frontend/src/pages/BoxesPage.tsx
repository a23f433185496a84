import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Search, X } from 'lucide-react';
import { Button } from '../components/ui/button';
import { DeferredSelect } from '../components/ui/deferred-select';
import { BoxCard, BoxCardSkeleton, BoxGrid } from '../features/boxes/BoxCard';
import { BoxDialogs } from '../features/boxes/BoxDialogs';
import { useBoxText } from '../features/boxes/boxText';
import { ALL_CATEGORIES, BOX_SORTS, applyBoxFilters, categoriesOf, type BoxSort } from '../features/boxes/filters';
import { useBoxes } from '../features/boxes/queries';
import { useBoxActions } from '../features/boxes/useBoxActions';
import { useBoxFilters } from '../features/boxes/useBoxFilters';
import { activeLanguage } from '../i18n';
import { formatNumber } from '../i18n/format';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const SORT_LABELS = {
  newest: 'sort.newest',
  'price-low': 'sort.priceLow',
  'price-high': 'sort.priceHigh',
  name: 'sort.name',
} as const satisfies Record<BoxSort, string>;

const SKELETONS = 8;

/**
 * The boxes page: search, category filter (All plus the categories in the data), the four sorts,
 * 'Showing {count} of {total}', a card grid with skeletons while loading, and the 'No boxes found' state.
 * Filters live in the address. A card opens the login dialog (signed out) or the box's details.
 */
export default function BoxesPage() {
  const { t } = useTranslation('boxes');
  useDocumentTitle(t('title'));
  const { data: boxes, isPending, isError, refetch } = useBoxes();
  const [filters, setFilters] = useBoxFilters();
  const { showBox } = useBoxActions();
  const categories = useMemo(() => categoriesOf(boxes ?? []), [boxes]);
  const textOf = useBoxText();
  const shown = useMemo(() => applyBoxFilters(boxes ?? [], filters, activeLanguage(), textOf), [boxes, filters, textOf]);
  const filtered = filters.query !== '' || filters.category !== ALL_CATEGORIES;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-fg-muted">{t('subtitle')}</p>
      </header>

      <div className="sticky top-16 z-20 -mx-4 mb-6 space-y-3 border-b border-line/60 bg-bg/85 px-4 py-3 backdrop-blur-xl sm:-mx-6 sm:px-6">
        <div className="flex gap-2 sm:gap-3">
          <label className="relative flex-1">
            <span className="sr-only">{t('search.label')}</span>
            <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
            <input
              type="search"
              value={filters.query}
              onChange={(e) => setFilters({ query: e.target.value })}
              placeholder={t('search.placeholder')}
              className="h-10 w-full rounded-xl border border-line bg-surface-2 ps-9 pe-9 text-base text-fg placeholder:text-fg-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
            />
            {filters.query ? (
              <button
                type="button"
                onClick={() => setFilters({ query: '' })}
                aria-label={t('search.clear')}
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded-md p-1 text-fg-muted hover:text-fg"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            ) : null}
          </label>
          <DeferredSelect
            label={t('sort.label')}
            value={filters.sort}
            onValueChange={(sort) => setFilters({ sort: sort as BoxSort })}
            options={BOX_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
            className="h-10 max-w-[11rem] shrink-0 sm:max-w-none"
          />
        </div>
        <div role="group" aria-label={t('category.label')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
          {[ALL_CATEGORIES, ...categories].map((c) => {
            const active = filters.category === c;
            return (
              <button
                key={c}
                type="button"
                aria-pressed={active}
                onClick={() => setFilters({ category: c })}
                className={cn(
                  'h-8 shrink-0 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none',
                  active
                    ? 'border-transparent bg-gradient-to-r from-accent to-hot text-white shadow-md shadow-accent/25'
                    : 'border-line bg-surface-2/70 text-fg-muted hover:border-accent/50 hover:text-fg',
                )}
              >
                {c === ALL_CATEGORIES ? t('category.all') : t(`category.names.${c as (typeof categories)[number]}`)}
              </button>
            );
          })}
        </div>
      </div>

      <p className="mb-4 text-sm text-fg-muted" aria-live="polite" data-testid="results-count">
        {boxes ? t('showing', { count: formatNumber(shown.length), total: formatNumber(boxes.length) }) : '\u00a0'}
      </p>

      {isPending ? (
        <BoxGrid>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <BoxCardSkeleton key={i} />
          ))}
        </BoxGrid>
      ) : isError ? (
        <div className="rounded-2xl border border-line bg-surface p-10 text-center">
          <p className="font-semibold">{t('loadError.title')}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('loadError.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-16 text-center">
          <Search className="mx-auto h-10 w-10 text-fg-muted" aria-hidden />
          <h2 className="mt-4 text-xl font-bold">{t('empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-md text-fg-muted">{t('empty.hint')}</p>
          {filtered ? (
            <Button className="mt-6" variant="secondary" onClick={() => setFilters({ query: '', category: ALL_CATEGORIES })}>
              {t('empty.reset')}
            </Button>
          ) : null}
        </div>
      ) : (
        <BoxGrid>
          {shown.map((box, i) => (
            <BoxCard key={box.id} box={box} onSelect={showBox} priority={i < 4} />
          ))}
        </BoxGrid>
      )}
      <BoxDialogs />
    </section>
  );
}
