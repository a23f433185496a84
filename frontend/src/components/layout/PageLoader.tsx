import { useTranslation } from 'react-i18next';

/**
 * Shown for the moment a page's code is loading: a full screen, so the footer stays below the fold instead of
 * jumping down when the page arrives (a layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
