import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/PagedList';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { SectionHeader } from '../SectionHeader';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditFilters } from './AuditFilters';
import { useAuditLog } from './api';
import { auditQueries, type AuditFilters as Filters } from './queries';

/** The audit log (`/admin/audit`, admins): every staff write, newest first, filtered by action and staff member. */
export default function AuditSection() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<Filters>({ action: null, actorId: null });
  const log = useAuditLog(filters);
  useRefreshOnStaffEvent('admin', auditQueries.all);
  const filtered = filters.action !== null || filters.actorId !== null;
  return (
    <section className="grid gap-4">
      <SectionHeader section="audit" />
      <AuditFilters value={filters} onChange={setFilters} />
      <PagedList
        query={log}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AuditEntryCard entry={entry} />}
        texts={{
          label: t('audit.listLabel'),
          loading: t('audit.loading'),
          error: t('audit.error'),
          retry: t('audit.retry'),
          empty: t(filtered ? 'audit.emptyFiltered' : 'audit.empty'),
          loadMore: t('audit.loadMore'),
          loadingMore: t('audit.loadingMore'),
        }}
      />
    </section>
  );
}
