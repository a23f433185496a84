import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Flame } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { BoxCard, BoxCardSkeleton, BoxGrid } from '../boxes/BoxCard';
import { useBoxActions } from '../boxes/useBoxActions';
import { preloadRoute } from '../../router/preload';
import { TRENDING_ID } from './Hero';

/** The Trending grid of featured boxes with a View All link to /boxes. */
export function Trending({ boxes, pending }: { boxes: BoxDto[] | undefined; pending: boolean }) {
  const { t } = useTranslation('home');
  const { showBox } = useBoxActions();
  return (
    <section id={TRENDING_ID} aria-labelledby="trending-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6 sm:py-20">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id="trending-title" className="flex items-center gap-2 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Flame className="h-6 w-6 text-hot" aria-hidden />
            {t('trending.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted sm:text-base">{t('trending.subtitle')}</p>
        </div>
        <Link
          to="/boxes"
          onMouseEnter={() => preloadRoute('/boxes')}
          onFocus={() => preloadRoute('/boxes')}
          className="flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-soft hover:underline"
        >
          {t('trending.viewAll')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
      {pending ? (
        <BoxGrid row>
          {Array.from({ length: 6 }, (_, i) => (
            <BoxCardSkeleton key={i} />
          ))}
        </BoxGrid>
      ) : boxes && boxes.length > 0 ? (
        <BoxGrid row>
          {boxes.slice(0, 6).map((box) => (
            <BoxCard key={box.id} box={box} onSelect={showBox} compact />
          ))}
        </BoxGrid>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-fg-muted">{t('trending.empty')}</p>
      )}
    </section>
  );
}
