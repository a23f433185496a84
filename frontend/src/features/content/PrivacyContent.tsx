import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { usePublicConfig } from '../../lib/publicConfig';
import { ContactSupportLink, FactList, LastUpdated, PolicySections, type PolicySection } from './PolicySections';
import { PRIVACY_SECTIONS, RETENTION_ITEMS } from './sections';

/** The privacy contact from `GET /api/config`; nothing while the config is loading or unreachable. */
function PrivacyEmail() {
  const { t } = useTranslation('content');
  const email = usePublicConfig().data?.support.privacyEmail;
  if (!email) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm">
      <Mail className="h-4 w-4 text-accent-soft" aria-hidden />
      <span className="text-fg-muted">{t('privacy.emailLabel')}</span>
      <a href={`mailto:${email}`} className="font-semibold break-all text-accent-soft hover:underline" dir="ltr">
        {email}
      </a>
    </p>
  );
}

/**
 * The Privacy Policy body (10 sections, last updated date, retention periods, the privacy
 * contact address from the public config, response within 24 hours, contact link). No page chrome.
 */
export function PrivacyContent() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const sections: PolicySection[] = PRIVACY_SECTIONS.map((id) => ({ id, title: t(`privacy.${id}Title`), body: t(`privacy.${id}Body`) }));
  const extras: Partial<Record<(typeof PRIVACY_SECTIONS)[number], PolicySection['extra']>> = {
    s7: <FactList items={RETENTION_ITEMS.map((item) => t(`privacy.retention.${item}`))} />,
    s10: <PrivacyEmail />,
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <LastUpdated />
        <p className="text-fg-muted">{t('privacy.intro')}</p>
      </div>
      <PolicySections sections={sections.map((s) => ({ ...s, extra: extras[s.id as keyof typeof extras] }))} label={tc('pages.privacy')} />
      <ContactSupportLink />
    </div>
  );
}
