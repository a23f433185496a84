import { useTranslation } from 'react-i18next';
import { ContactSupportLink, LastUpdated, PolicySections } from './PolicySections';
import { TERMS_SECTIONS } from './sections';

/** The Terms of Service body (12 numbered sections, last updated date, contact link). No page chrome. */
export function TermsContent() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const sections = TERMS_SECTIONS.map((id) => ({ id, title: t(`terms.${id}Title`), body: t(`terms.${id}Body`) }));
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <LastUpdated />
        <p className="text-fg-muted">{t('terms.intro')}</p>
      </div>
      <PolicySections sections={sections} label={tc('pages.terms')} />
      <ContactSupportLink />
    </div>
  );
}
