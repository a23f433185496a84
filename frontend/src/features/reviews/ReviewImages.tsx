import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { formatNumber } from '../../i18n/format';

/**
 * A review's photos as small thumbnails; each opens a dialog with the photo large, previous / next (buttons, or the
 * arrow keys in the reading direction) and a counter.
 */
export function ReviewImages({ images, username }: { images: string[]; username: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + count) % count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    step((e.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const numbers = (i: number) => ({ index: formatNumber(i + 1), count: formatNumber(count) });
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t('images.label', { username })}>
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('images.open', numbers(i))}
              className="block h-16 w-16 overflow-hidden rounded-lg border border-line bg-surface-2 hover:border-accent focus-visible:ring-2 focus-visible:ring-accent"
            >
              <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open !== null ? (
          <DialogContent title={t('images.title', { username })} closeLabel={t('images.close')} className="sm:max-w-3xl">
            <div className="grid gap-3" onKeyDown={onKeyDown}>
              <img
                src={images[open]}
                alt={t('images.alt', { username, ...numbers(open) })}
                className="max-h-[65vh] w-full rounded-xl bg-surface-2 object-contain"
              />
              {count > 1 ? (
                <div className="flex items-center justify-between gap-3">
                  <Button variant="secondary" size="sm" onClick={() => step(-1)}>
                    <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                    {t('images.previous')}
                  </Button>
                  <span className="text-sm text-fg-muted tabular-nums">{t('images.counter', numbers(open))}</span>
                  <Button variant="secondary" size="sm" onClick={() => step(1)}>
                    {t('images.next')}
                    <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                  </Button>
                </div>
              ) : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
