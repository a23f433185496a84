import { useTranslation } from 'react-i18next';
import { PolicySections } from './PolicySections';
import { REFUND_SECTIONS } from './sections';

/**
 * The Refund Policy body for the support center's tab (coin purchases refundable within
 * 24 hours if unspent; damage claims within 48 hours). No page chrome.
 */
export function RefundContent() {
  const { t } = useTranslation('content');
  const sections = REFUND_SECTIONS.map((id) => ({ id, title: t(`refund.${id}Title`), body: t(`refund.${id}Body`) }));
  return <PolicySections sections={sections} label={t('refund.title')} />;
}
