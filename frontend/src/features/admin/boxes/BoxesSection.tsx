import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Plus, Search } from 'lucide-react';
import { BOX_CATEGORIES, BOX_STATUSES, type BoxCategory, type BoxStatus } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { fieldControlClass } from '../../../components/ui/field-frame';
import { Select } from '../../../components/ui/select';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { SectionHeader } from '../SectionHeader';
import { useAdminBoxes } from './api';
import { adminBoxQueries } from './queries';
import { BoxEditor } from './BoxEditor';
import { BoxFormDialog } from './BoxFormDialog';
import { BoxList } from './BoxList';

const ALL = 'all';
const panel = 'rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm';

/**
 * Boxes (`/admin/boxes`, admins): every box (drafts, published, archived) with search and filters, "New box", and the
 * editor of one box (`?box=<id>`): its fields, prizes and odds table, publish, archive or delete, the calculator and
 * Simulate. Lists refresh when any staff write lands (the operations feed's admin lines).
 */
export default function BoxesSection() {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<BoxStatus | null>(null);
  const [category, setCategory] = useState<BoxCategory | null>(null);
  const boxes = useAdminBoxes({ status, category, q });
  useRefreshOnStaffEvent('admin', adminBoxQueries.all);
  const editing = params.get('box');
  const open = (id: string | null) => setParams(id ? { box: id } : {});

  return (
    <section className="grid gap-4">
      <SectionHeader section="boxes">
        <Button onClick={() => setCreating(true)} data-testid="new-box">
          <Plus className="h-4 w-4" aria-hidden />
          {t('catalog.newBox')}
        </Button>
      </SectionHeader>
      {editing ? (
        <BoxEditor key={editing} id={editing} onBack={() => open(null)} />
      ) : (
        <>
          <div role="search" aria-label={t('catalog.filtersLabel')} className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <label className="relative min-w-0 flex-1 basis-56">
                <span className="sr-only">{t('catalog.search')}</span>
                <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
                <input
                  type="search"
                  value={q}
                  onChange={(e) => setQ(e.currentTarget.value)}
                  placeholder={t('catalog.searchPlaceholder')}
                  className={cn('h-9 ps-9', fieldControlClass(undefined))}
                />
              </label>
              <Select
                label={t('catalog.categoryLabel')}
                value={category ?? ALL}
                onValueChange={(v) => setCategory(v === ALL ? null : (v as BoxCategory))}
                options={[
                  { value: ALL, label: t('catalog.allCategories') },
                  ...BOX_CATEGORIES.map((c) => ({ value: c, label: tb(`category.names.${c}`) })),
                ]}
              />
            </div>
            <div role="group" aria-label={t('catalog.statusLabel')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
              <ToggleChip pressed={status === null} onClick={() => setStatus(null)}>
                {t('catalog.allStatuses')}
              </ToggleChip>
              {BOX_STATUSES.map((s) => (
                <ToggleChip key={s} pressed={status === s} onClick={() => setStatus(s)}>
                  {t(`catalog.status.${s}`)}
                </ToggleChip>
              ))}
            </div>
          </div>
          {boxes.isPending ? (
            <p className={cn(panel, 'text-fg-muted')}>{t('catalog.loading')}</p>
          ) : boxes.isError ? (
            <div role="alert" className={panel}>
              <p>
                {t('catalog.error')} {errorMessage(boxes.error)}
              </p>
              <Button className="mt-3" size="sm" variant="secondary" onClick={() => void boxes.refetch()}>
                {t('catalog.retry')}
              </Button>
            </div>
          ) : boxes.data.length === 0 ? (
            <p className={cn(panel, 'text-fg-muted')}>{t(status || category || q.trim() ? 'catalog.emptyFiltered' : 'catalog.empty')}</p>
          ) : (
            <BoxList boxes={boxes.data} onOpen={open} />
          )}
        </>
      )}
      <BoxFormDialog
        box={null}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(created) => {
          setCreating(false);
          open(created.id);
        }}
      />
    </section>
  );
}
