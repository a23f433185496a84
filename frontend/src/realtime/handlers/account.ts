import { accountRoleChangedSchema, type AccountRoleChanged } from '@nova/protocol';
import { i18n } from '../../i18n';
import { useRoleChangeStore } from '../../stores/useRoleChangeStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/**
 * `account:roleChanged` -> the session takes the new role at once (the server cuts the socket next; the user is
 * read again when it does), the change is remembered for the role guards, and a toast says what changed: leaving
 * the staff roles also says the console is closed now.
 */
export function registerAccountHandlers(socket: NovaSocket): () => void {
  const onRoleChanged = (changed: AccountRoleChanged) => {
    const session = useSessionStore.getState();
    if (!session.user) return;
    const { role, previousRole } = changed;
    session.updateUser({ role, isAdmin: role === 'admin' });
    useRoleChangeStore.getState().record(changed);
    const names = { from: i18n.t(`common:account.roles.${previousRole}`), to: i18n.t(`common:account.roles.${role}`) };
    const left = previousRole !== 'player' && role === 'player';
    toast({
      title: i18n.t('common:account.roleChanged.title'),
      description: left ? i18n.t('common:account.roleChanged.left', names) : i18n.t('common:account.roleChanged.body', names),
      duration: 10_000,
    });
  };
  return onFacts(socket, [fact('account:roleChanged', accountRoleChangedSchema, onRoleChanged)]);
}
