import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_NAMES, type AuditAction } from '@nova/protocol';
import { Select } from '../../../components/ui/select';
import { useStaffAccounts } from './api';
import type { AuditFilters as Filters } from './queries';

const ALL = 'all';

/** The audit log's filters: one action, one staff member. */
export function AuditFilters({ value, onChange }: { value: Filters; onChange(next: Filters): void }) {
  const { t } = useTranslation('admin');
  const staff = useStaffAccounts();
  const actors = staff.data ?? [];
  return (
    <div role="group" aria-label={t('audit.filtersLabel')} className="flex flex-wrap gap-2">
      <Select
        label={t('audit.action')}
        value={value.action ?? ALL}
        onValueChange={(action) => onChange({ ...value, action: action === ALL ? null : (action as AuditAction) })}
        options={[
          { value: ALL, label: t('audit.allActions') },
          ...AUDIT_ACTION_NAMES.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
        ]}
        className="min-w-[11rem]"
      />
      <Select
        label={t('audit.actor')}
        value={value.actorId ?? ALL}
        onValueChange={(actorId) => onChange({ ...value, actorId: actorId === ALL ? null : actorId })}
        options={[
          { value: ALL, label: t('audit.allActors') },
          ...actors.map((u) => ({ value: u.id, label: `${u.username} · ${t(`audit.roles.${u.role}`)}`, textValue: u.username })),
        ]}
        className="min-w-[11rem]"
      />
    </div>
  );
}
