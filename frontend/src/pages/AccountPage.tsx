import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard } from 'lucide-react';
import { RequireUser } from '../auth/guards';
import { PageLoader } from '../components/layout/PageLoader';
import { Button } from '../components/ui/button';
import { DataCard } from '../features/account/DataCard';
import { EmailCard } from '../features/account/EmailCard';
import { GoogleCard } from '../features/account/GoogleCard';
import { PasswordCard } from '../features/account/PasswordCard';
import { SessionsCard } from '../features/account/SessionsCard';
import { VerifyEmailNotice } from '../features/account/VerifyEmailNotice';
import { useAccount } from '../features/account/api';
import { TwoFactorCard } from '../features/twoFactor/TwoFactorCard';
import { errorMessage } from '../lib/errorMessage';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { toast } from '../stores/useToastStore';

/** Account settings (/account): email and its verification, password, two-factor sign-in, Google, sessions, export and deletion. */
export default function AccountPage() {
  return (
    <RequireUser>
      <Account />
    </RequireUser>
  );
}

function Account() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('title'));

  // Back from "Connect Google".
  useEffect(() => {
    if (params.get('googleLinked') !== '1') return;
    toast({ title: t('google.connected'), variant: 'success' });
    setParams(
      (p) => {
        p.delete('googleLinked');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams, t]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('subtitle')}</p>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <LayoutDashboard className="h-4 w-4" aria-hidden />
            {t('toDashboard')}
          </Link>
        </Button>
      </header>
      {account.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(account.error)}
        </p>
      ) : null}
      {account.data ? (
        <>
          <VerifyEmailNotice />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="grid min-w-0 gap-6">
              <EmailCard account={account.data} />
              <PasswordCard hasPassword={account.data.hasPassword} />
              <TwoFactorCard hasPassword={account.data.hasPassword} />
              <GoogleCard linked={account.data.googleLinked} />
            </div>
            <div className="grid min-w-0 gap-6">
              <SessionsCard />
              <DataCard hasPassword={account.data.hasPassword} />
            </div>
          </div>
        </>
      ) : account.isLoading ? (
        <PageLoader />
      ) : null}
    </div>
  );
}
