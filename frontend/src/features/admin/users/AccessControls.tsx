import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, ShieldCheck } from 'lucide-react';
import { ROLES, type AdminUserDto, type Role } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useUpdateAccess } from './api';

/**
 * An admin's controls over an account: its role and its ban, each after a confirmation (a role change keeps the
 * user signed in and tells them; a ban signs them out everywhere). Both go through `PATCH /api/admin/users/:id`, which audits them; an admin's own account
 * shows the controls disabled (the server refuses CANNOT_CHANGE_SELF anyway).
 */
export function AccessControls({ user, self }: { user: AdminUserDto; self: boolean }) {
  const { t } = useTranslation('admin');
  const update = useUpdateAccess(user.id);
  const [confirming, setConfirming] = useState(false);
  /** The role picked in the menu, waiting for the admin's confirmation. */
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const failed = (err: unknown) => toast({ title: t('users.access.changeFailed'), description: errorMessage(err), variant: 'destructive' });

  const changeRole = async (role: Role): Promise<void> => {
    try {
      const u = await update.mutateAsync({ role });
      toast({ title: t('users.access.roleChanged', { username: u.username, role: t(`users.role.${u.role}`) }), variant: 'success' });
    } catch (err) {
      failed(err);
    }
  };

  const toggleBan = () =>
    update.mutate(
      { banned: !user.banned },
      {
        onSuccess: (u) => {
          setConfirming(false);
          toast({ title: t(u.banned ? 'users.access.banned' : 'users.access.unbanned', { username: u.username }), variant: 'success' });
        },
        onError: (err) => {
          setConfirming(false);
          failed(err);
        },
      },
    );

  const banning = !user.banned;
  return (
    <div role="group" aria-label={t('users.access.label')} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          label={t('users.access.role')}
          value={user.role}
          onValueChange={(role) => (role === user.role ? undefined : setPendingRole(role as Role))}
          disabled={self || update.isPending}
          options={ROLES.map((role) => ({ value: role, label: t(`users.role.${role}`) }))}
          className="min-w-[8rem]"
        />
        <Button variant={banning ? 'secondary' : 'outline'} disabled={self || update.isPending} onClick={() => setConfirming(true)}>
          {banning ? <Ban className="h-4 w-4" aria-hidden /> : <ShieldCheck className="h-4 w-4" aria-hidden />}
          {t(banning ? 'users.access.ban' : 'users.access.unban')}
        </Button>
      </div>
      {self ? <p className="text-xs text-fg-muted">{t('users.access.self')}</p> : null}
      <ConfirmDialog
        open={pendingRole !== null}
        title={t('users.access.roleTitle', { username: user.username })}
        body={t('users.access.roleBody', { from: t(`users.role.${user.role}`), to: t(`users.role.${pendingRole ?? user.role}`) })}
        confirmLabel={t('users.access.confirmRole')}
        cancelLabel={t('users.access.cancel')}
        closeLabel={t('users.access.close')}
        onConfirm={() => (pendingRole ? changeRole(pendingRole) : Promise.resolve())}
        onClose={() => setPendingRole(null)}
      />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming ? (
          <DialogContent
            title={t(banning ? 'users.access.banTitle' : 'users.access.unbanTitle', { username: user.username })}
            description={t(banning ? 'users.access.banBody' : 'users.access.unbanBody')}
            closeLabel={t('users.access.close')}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('users.access.cancel')}
              </Button>
              <Button onClick={toggleBan} disabled={update.isPending}>
                {t(banning ? 'users.access.confirmBan' : 'users.access.confirmUnban')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
