import { useTranslation } from 'react-i18next';
import { ContactForm } from './ContactForm';

/** The Contact Us tab: a short introduction and the form. */
export function ContactTab() {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-surface/60 p-5 sm:p-6">
      <h2 id="contact-title" className="text-xl font-bold">
        {t('contact.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-fg-muted">{t('contact.intro')}</p>
      <ContactForm />
    </section>
  );
}
