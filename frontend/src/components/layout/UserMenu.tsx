import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard, LogOut, PlusCircle, UserCog } from 'lucide-react';
import { useSessionStore } from '../../stores/useSessionStore';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { avatarButtonClass } from '../ui/trigger-styles';

/** The account menu's pages, in order. */
const LINKS = [
  { to: '/dashboard', icon: LayoutDashboard, label: 'account.dashboard' },
  { to: '/account', icon: UserCog, label: 'account.settings' },
  { to: '/checkout', icon: PlusCircle, label: 'account.addCoins' },
] as const;

/** Avatar with the username's first letter, opening Dashboard / Add Coins / Logout. */
export function UserMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  if (!user) return null;
  const initial = [...user.username][0]?.toUpperCase() ?? '?';
  return (
    <DropdownMenu {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger aria-label={t('account.menu')} className={avatarButtonClass}>
        <span aria-hidden>{initial}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('account.signedInAs', { username: user.username })}</DropdownMenuLabel>
        {LINKS.map(({ to, icon: Icon, label }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon className="h-4 w-4 text-fg-muted" aria-hidden />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut className="h-4 w-4 text-fg-muted" aria-hidden />
          {t('account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
