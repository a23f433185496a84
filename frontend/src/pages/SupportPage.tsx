import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { FaqContent, PrivacyContent, RefundContent, ShippingContent, TermsContent } from '../features/content';
import { ContactTab } from '../features/support/ContactTab';
import { ReachUs } from '../features/support/ReachUs';
import { SUPPORT_TABS, supportTab, type SupportTab } from '../features/support/tabs';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const BODIES: Record<SupportTab, () => ReactNode> = {
  faq: () => <FaqContent />,
  terms: () => <TermsContent />,
  privacy: () => <PrivacyContent />,
  refund: () => <RefundContent />,
  shipping: () => <ShippingContent />,
  contact: () => <ContactTab />,
};

/**
 * The Support Center: FAQ, Terms, Privacy, Refund, Shipping and Contact Us as tabs, the active one
 * kept in the address (`?tab=contact`) so links and the back button open it; the support email and social links
 * from the public config beside them. Public page; the contact form attaches the account when signed in.
 */
export default function SupportPage() {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.support'));
  const [params, setParams] = useSearchParams();
  const tab = supportTab(params.get('tab'));

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', supportTab(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold text-accent-soft">
          <LifeBuoy className="h-4 w-4" aria-hidden />
          {t('eyebrow')}
        </p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{tc('pages.support')}</h1>
        <p className="mt-3 text-fg-muted sm:text-lg">{t('subtitle')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={select} className="min-w-0">
          <TabsList aria-label={t('tabs.label')} className="flex w-full">
            {SUPPORT_TABS.map((id) => (
              <TabsTrigger key={id} value={id} className="whitespace-nowrap">
                {t(`tabs.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {SUPPORT_TABS.map((id) => (
            <TabsContent key={id} value={id} className="mt-6 focus-visible:outline-none">
              {BODIES[id]()}
            </TabsContent>
          ))}
        </Tabs>
        <ReachUs className="lg:self-start" />
      </div>
    </section>
  );
}
