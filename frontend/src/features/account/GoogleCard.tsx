import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../auth/redirect';
import { GoogleIcon } from '../../auth/GoogleIcon';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { startGoogleLink } from './api';

/** "Connect Google": linking a Google account to a password account needs that account's sign-in, so it starts here. */
export function GoogleCard({ linked }: { linked: boolean }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      redirectTo(await startGoogleLink());
    } catch (err) {
      setBusy(false);
      toast({ title: t('google.title'), description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Card title={t('google.title')} icon={<GoogleIcon className="h-5 w-5" />}>
      <p className="text-sm text-fg-muted">{linked ? t('google.linked') : t('google.notLinked')}</p>
      {linked ? null : (
        <Button variant="secondary" className="mt-4" onClick={() => void connect()} disabled={busy}>
          <GoogleIcon className="h-4 w-4" />
          {t('google.connect')}
        </Button>
      )}
    </Card>
  );
}
