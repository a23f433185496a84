import { useTranslation } from 'react-i18next';
import { TermsContent } from '../features/content';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Terms of Service (/terms): the title over the 12 numbered sections. Public page. */
export default function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.terms'));
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('pages.terms')}</h1>
      <TermsContent />
    </article>
  );
}
