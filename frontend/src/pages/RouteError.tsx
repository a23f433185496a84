import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { reloadPage } from '../lib/reload';
import { Button } from '../components/ui/button';

/** Shown inside the shell when a page fails to render or its code fails to load (e.g. after a deploy). */
export default function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <AlertTriangle className="mb-6 h-12 w-12 text-danger" aria-hidden />
      <h1 className="font-display text-2xl font-bold">{t('errors.boundaryTitle')}</h1>
      <p className="mt-3 text-fg-muted">{t('errors.boundaryBody')}</p>
      <Button className="mt-8" onClick={reloadPage}>
        {t('errors.retry')}
      </Button>
    </section>
  );
}
