import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gift, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';

/** The walkthrough's closing call to action: to the boxes, and (signed out) sign up in the shared auth dialog. */
export function DemoCallToAction({ highlight }: { highlight: boolean }) {
  const { t } = useTranslation('demo');
  const signedIn = useSessionStore((s) => s.user !== null);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  return (
    <aside
      data-testid="demo-cta"
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-3xl border bg-gradient-to-br from-accent/20 via-surface to-hot/10 p-6 sm:p-8',
        highlight ? 'border-accent shadow-lg shadow-accent/20' : 'border-accent/30',
      )}
    >
      <div className="min-w-0">
        <h2 className="text-xl font-bold">{t('cta.title')}</h2>
        <p className="mt-1 text-fg-muted">{signedIn ? t('cta.bodySignedIn') : t('cta.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="lg">
          <Link to="/boxes">
            <Gift className="h-5 w-5" aria-hidden />
            {t('cta.start')}
          </Link>
        </Button>
        {signedIn ? null : (
          <Button variant="secondary" size="lg" onClick={() => openAuthDialog('register')}>
            <UserPlus className="h-5 w-5" aria-hidden />
            {t('cta.signUp')}
          </Button>
        )}
      </div>
    </aside>
  );
}
