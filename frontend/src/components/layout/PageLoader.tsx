import { useTranslation } from 'react-i18next';

/** Shown for the moment a page's code is loading. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
