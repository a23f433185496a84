import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { Card } from '../dashboard/Card';
import { useTwoFactorStatus } from './api';
import { ConfirmPanel, type ConfirmKind } from './ConfirmPanel';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupPanel } from './SetupPanel';
import { useSetupFlow } from './useSetupFlow';

/**
 * The account page's Two-factor section: turn on (QR code, first code, recovery codes shown once), and once on: new
 * recovery codes, turn off (password and a code). Staff who must keep it on are told so instead of "Turn off".
 */
export function TwoFactorCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('twoFactor');
  const status = useTwoFactorStatus();
  const flow = useSetupFlow(t('card.title'));
  const [confirming, setConfirming] = useState<ConfirmKind | null>(null);
  const on = status.data?.enabled === true;

  const body = () => {
    if (flow.codes) return <RecoveryCodes codes={flow.codes} onDone={flow.finish} />;
    if (flow.setup) return <SetupPanel setup={flow.setup} hasPassword={hasPassword} onEnabled={flow.enabled} onCancel={flow.cancel} />;
    if (status.isError)
      return (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(status.error)}
        </p>
      );
    if (!status.data) return null;
    if (confirming)
      return (
        <ConfirmPanel
          kind={confirming}
          hasPassword={hasPassword}
          onCodes={(codes) => {
            setConfirming(null);
            flow.showCodes(codes);
          }}
          onDone={() => setConfirming(null)}
        />
      );
    if (!on)
      return (
        <div className="grid gap-4">
          <p className="text-sm text-fg-muted">{t('card.offBody')}</p>
          {status.data.required ? <p className="text-sm font-semibold text-gold">{t('card.staffMustTurnOn')}</p> : null}
          <Button className="justify-self-start" onClick={() => void flow.start()} disabled={flow.starting}>
            {t('card.turnOn')}
          </Button>
        </div>
      );
    return (
      <div className="grid gap-4">
        <p className="text-sm text-fg-muted">
          {t('card.onBody', { date: formatDate(status.data.enabledAt ?? '') })}{' '}
          {t('card.codesLeft', { number: status.data.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setConfirming('newCodes')}>
            {t('card.newCodes')}
          </Button>
          {status.data.required ? null : (
            <Button variant="outline" className="border-danger/50 text-danger hover:bg-danger/10" onClick={() => setConfirming('turnOff')}>
              {t('card.turnOff')}
            </Button>
          )}
        </div>
        {status.data.required ? <p className="text-xs text-fg-muted">{t('card.staffKeepOn')}</p> : null}
      </div>
    );
  };

  return (
    <Card
      title={t('card.title')}
      icon={<ShieldCheck className="h-5 w-5 text-accent" aria-hidden />}
      action={
        status.data ? (
          <span
            className={
              on
                ? 'rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success'
                : 'rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-fg-muted'
            }
          >
            {on ? t('card.on') : t('card.off')}
          </span>
        ) : null
      }
    >
      <div id="two-factor">{body()}</div>
    </Card>
  );
}
