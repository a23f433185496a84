import { useTranslation } from 'react-i18next';
import type { AdminUserDto } from '@nova/protocol';
import { cn } from '../../../lib/cn';

const pill = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const ROLE_STYLES: Record<AdminUserDto['role'], string> = {
  player: 'border-line bg-surface-2 text-fg-muted',
  support: 'border-success/40 bg-success/10 text-success',
  admin: 'border-accent/50 bg-accent/15 text-accent-soft',
};

/** A user's role, and "Banned" when they are. */
export function UserBadges({ user }: { user: Pick<AdminUserDto, 'role' | 'banned'> }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={cn(pill, ROLE_STYLES[user.role])}>{t(`users.role.${user.role}`)}</span>
      {user.banned ? <span className={cn(pill, 'border-danger/40 bg-danger-bg text-danger')}>{t('users.banned')}</span> : null}
    </span>
  );
}
