import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { PageLoader } from '../../components/layout/PageLoader';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAccount } from '../account/api';
import { useTwoFactorStatus } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupPanel } from './SetupPanel';
import { useSetupFlow } from './useSetupFlow';

/**
 * In front of the admin console: a staff member who must have two-factor sign-in (STAFF_TWO_FACTOR=required) and has
 * not turned it on yet sets it up here first (the server refuses their staff routes and feeds until then), keeps the
 * recovery codes, and then reaches the console.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('twoFactor');
  const status = useTwoFactorStatus();
  const flow = useSetupFlow(t('staff.title'));
  const mustSetUp = status.data?.required === true && !status.data.enabled;
  // The server is the gate (it refuses staff routes and feeds without two-factor): a status that cannot be read does not
  // lock the console, whose sections then say what the server answered.
  if ((status.data && !mustSetUp && !flow.codes) || status.isError) return <>{children}</>;
  if (!status.data) return <PageLoader />;
  return <StaffSetup flow={flow} />;
}

function StaffSetup({ flow }: { flow: ReturnType<typeof useSetupFlow> }) {
  const { t } = useTranslation('twoFactor');
  const account = useAccount();
  useDocumentTitle(t('staff.title'));
  const hasPassword = account.data?.hasPassword ?? true;
  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:py-14">
      <header>
        <ShieldAlert className="mb-4 h-10 w-10 text-accent-soft" aria-hidden />
        <h1 className="font-display text-2xl font-extrabold tracking-tight sm:text-3xl">{t('staff.title')}</h1>
        <p className="mt-2 text-fg-muted">{t('staff.body')}</p>
      </header>
      <div className="rounded-2xl border border-line bg-surface/80 p-4 sm:p-6">
        {flow.codes ? (
          <RecoveryCodes codes={flow.codes} onDone={flow.finish} doneLabel={t('staff.continue')} />
        ) : flow.setup && account.data ? (
          <SetupPanel setup={flow.setup} hasPassword={hasPassword} onEnabled={flow.enabled} />
        ) : (
          <Button onClick={() => void flow.start()} disabled={flow.starting || !account.data}>
            {t('staff.start')}
          </Button>
        )}
      </div>
    </section>
  );
}
