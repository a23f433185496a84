import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { useMoney } from '../../currency';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { Button } from '../ui/button';
import { Tooltip } from '../ui/tooltip';
import { DeferredUserMenu } from './shellWidgets';

/** Login and Sign Up buttons; they open the accounts feature's dialog in the matching mode. */
export function AuthButtons({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  return (
    <>
      {/* On phones the bar keeps only Sign Up; Login is in the mobile menu (long translations must fit 360 px). */}
      <Button variant="ghost" size="sm" className={compact ? 'max-sm:hidden' : ''} onClick={() => openAuthDialog('login')}>
        {t('auth.login')}
      </Button>
      <Button size="sm" onClick={() => openAuthDialog('register')}>
        {t('auth.signUp')}
      </Button>
    </>
  );
}

/** The signed-in user's coin balance; the tooltip shows its display-currency value. */
export function BalancePill({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const { coins, coinAmount } = useMoney();
  return (
    <Tooltip content={coins(balance)}>
      <Link
        to="/checkout"
        aria-label={`${t('account.balance')}: ${coins(balance)}`}
        className="flex h-9 items-center gap-1.5 rounded-xl border border-gold/30 bg-gold/10 px-2.5 text-sm font-bold text-gold hover:bg-gold/15"
      >
        <Coins className="h-4 w-4" aria-hidden />
        <span className="tabular-nums">{coinAmount(balance)}</span>
      </Link>
    </Tooltip>
  );
}

/** The top bar's account corner: auth buttons when signed out, balance and avatar menu when signed in. */
export function AccountArea() {
  const balance = useSessionStore((s) => s.user?.balance);
  if (balance === undefined) return <AuthButtons compact />;
  return (
    <>
      <BalancePill balance={balance} />
      <DeferredUserMenu />
    </>
  );
}
