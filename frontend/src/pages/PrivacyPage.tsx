import { useTranslation } from 'react-i18next';
import { PrivacyContent } from '../features/content';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Privacy Policy (/privacy): the title over the 10 sections. Public page. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.privacy'));
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('pages.privacy')}</h1>
      <PrivacyContent />
    </article>
  );
}
