import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { Button } from '../components/ui/button';
import { FaqContent } from '../features/content';
import { supportTabPath } from '../features/support/tabs';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The FAQ: searchable questions in six categories and a way to the support center. Public page. */
export default function FaqPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.faq'));
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('faq.title')}</h1>
        <p className="mt-3 text-fg-muted sm:text-lg">{t('faq.intro')}</p>
      </header>
      <FaqContent />
      <aside className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/20 via-surface to-hot/10 p-6 sm:p-8">
        <div className="min-w-0">
          <h2 className="text-xl font-bold">{t('faq.helpTitle')}</h2>
          <p className="mt-1 text-fg-muted">{t('faq.helpBody')}</p>
        </div>
        <Button asChild size="lg">
          <Link to={supportTabPath('contact')}>
            <LifeBuoy className="h-5 w-5" aria-hidden />
            {t('contactSupport')}
          </Link>
        </Button>
      </aside>
    </section>
  );
}
