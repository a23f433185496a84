import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { Button } from '../components/ui/button';

/** Any unknown path (spec: 'Page Not Found'). */
export default function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <Compass className="mb-6 h-14 w-14 text-accent-soft" aria-hidden />
      <p className="font-display text-6xl font-black text-transparent bg-gradient-to-r from-accent to-hot bg-clip-text" aria-hidden>
        404
      </p>
      <h1 className="mt-2 font-display text-3xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mt-3 text-fg-muted">{t('notFound.hint')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
