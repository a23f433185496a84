import { useTranslation } from 'react-i18next';
import { FactList, PolicySections } from './PolicySections';
import { SHIPPING_SECTIONS, SHIPPING_TIMES } from './sections';

/**
 * The Shipping Info body for the support center's tab (processing 1-2 business days, standard
 * 3-7, express 1-3, international 7-14; damage claims within 48 hours; liability cap $100). No page chrome.
 */
export function ShippingContent() {
  const { t } = useTranslation('content');
  const sections = SHIPPING_SECTIONS.map((id) => ({
    id,
    title: t(`shipping.${id}Title`),
    body: t(`shipping.${id}Body`),
    extra: id === 's2' ? <FactList items={SHIPPING_TIMES.map((time) => t(`shipping.times.${time}`))} /> : undefined,
  }));
  return <PolicySections sections={sections} label={t('shipping.title')} />;
}
