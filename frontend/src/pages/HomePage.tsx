import { useTranslation } from 'react-i18next';
import { ComingSoon } from './ComingSoon';

/** Home: the hero, stats, trending boxes and how-it-works arrive with the home issue. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <ComingSoon page="home" title={t('title')} body={t('subtitle')}>
      <p className="mt-8 rounded-xl border border-line bg-surface/60 px-4 py-3 text-sm text-fg-muted">{t('comingSoon')}</p>
    </ComingSoon>
  );
}
