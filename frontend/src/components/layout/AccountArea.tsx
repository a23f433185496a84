import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins, LayoutDashboard, LogOut, PlusCircle, UserCog } from 'lucide-react';
import { useMoney } from '../../currency';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Tooltip } from '../ui/tooltip';

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

/** Avatar with the username's first letter, opening Dashboard / Add Coins / Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  if (!user) return null;
  const initial = [...user.username][0]?.toUpperCase() ?? '?';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('account.menu')}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-sm font-bold text-white shadow-md shadow-accent/30"
      >
        <span aria-hidden>{initial}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('account.signedInAs', { username: user.username })}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard className="h-4 w-4 text-fg-muted" aria-hidden />
            {t('account.dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserCog className="h-4 w-4 text-fg-muted" aria-hidden />
            {t('account.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/checkout">
            <PlusCircle className="h-4 w-4 text-fg-muted" aria-hidden />
            {t('account.addCoins')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut className="h-4 w-4 text-fg-muted" aria-hidden />
          {t('account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The top bar's account corner: auth buttons when signed out, balance and avatar menu when signed in. */
export function AccountArea() {
  const balance = useSessionStore((s) => s.user?.balance);
  if (balance === undefined) return <AuthButtons compact />;
  return (
    <>
      <BalancePill balance={balance} />
      <UserMenu />
    </>
  );
}
