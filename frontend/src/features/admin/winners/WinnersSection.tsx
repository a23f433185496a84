import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { WINNER_VISIBILITIES, type StaffWinnerDto, type WinnerVisibility } from '@nova/protocol';
import { PagedList } from '../../../components/layout/PagedList';
import { Button } from '../../../components/ui/button';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useMoney } from '../../../currency';
import { formatDate } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { RARITY_STYLES } from '../../winners/rarity';
import { SectionHeader } from '../SectionHeader';
import { AddWinnerDialog } from './AddWinnerDialog';
import { useSetWinnerHidden, useStaffWinners } from './api';
import { winnerQueries } from './queries';
import { PrizeImage } from '../../boxes/PrizeImage';

interface WinnerCardProps {
  winner: StaffWinnerDto;
  busy: boolean;
  onToggle(winner: StaffWinnerDto): void;
}

/** One winner for admins: the prize, who won it from which box and when, where it came from, and Hide / Show again. */
function WinnerCard({ winner: w, busy, onToggle }: WinnerCardProps) {
  const { t } = useTranslation('admin');
  const { money } = useMoney();
  const labels = { prize: w.prizeName, username: w.username };
  return (
    <article
      data-testid="admin-winner"
      aria-labelledby={`winner-${w.id}`}
      className={cn(
        'flex items-start gap-3 rounded-2xl border bg-surface/70 p-3 sm:p-4',
        w.hidden ? 'border-dashed border-line opacity-75' : 'border-line',
      )}
    >
      <div className={cn('h-14 w-14 shrink-0 overflow-hidden rounded-xl bg-gradient-to-br', RARITY_STYLES[w.rarity].glow)}>
        <PrizeImage src={w.imageUrl} alt="" loading="lazy" className="h-full w-full object-contain p-1.5" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id={`winner-${w.id}`} dir="auto" className="min-w-0 font-semibold break-words">
            {w.prizeName}
          </h2>
          <span className="font-semibold text-gold tabular-nums">{money(w.prizeValue)}</span>
        </div>
        <p className="text-sm text-fg-muted">
          <bdi className="font-semibold text-fg">{w.username}</bdi>
          <span aria-hidden> · </span>
          <bdi>{w.boxName}</bdi>
          <span aria-hidden> · </span>
          <time dateTime={w.createdAt}>{formatDate(w.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-fg-muted">{t(`winners.source.${w.source}`)}</span>
          {w.hidden ? (
            <span className="rounded-full border border-danger/40 bg-danger-bg px-2 py-0.5 text-danger">
              {t('winners.hiddenBy', { username: w.hiddenBy ?? '', date: w.hiddenAt ? formatDate(w.hiddenAt) : '' })}
            </span>
          ) : null}
          <Button
            variant={w.hidden ? 'outline' : 'ghost'}
            size="sm"
            className="ms-auto"
            disabled={busy}
            onClick={() => onToggle(w)}
            aria-label={t(w.hidden ? 'winners.showLabel' : 'winners.hideLabel', labels)}
          >
            {w.hidden ? <Eye className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
            {t(w.hidden ? 'winners.show' : 'winners.hide')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * Winners (`/admin/winners`, admins): every winner, real wins and added ones, hidden ones included, newest first, by
 * visibility; Hide takes one off the public list (open winners pages drop it live), Show again puts it back. "Add
 * winner" adds one by hand. The list refreshes when staff change winners elsewhere (the operations feed).
 */
export default function WinnersSection() {
  const { t } = useTranslation('admin');
  const [visibility, setVisibility] = useState<WinnerVisibility>('all');
  const winners = useStaffWinners(visibility);
  const change = useSetWinnerHidden();
  useRefreshOnStaffEvent('admin', winnerQueries.all);
  useRefreshOnStaffEvent('big-win', winnerQueries.all);
  const busyId = change.isPending ? change.variables.id : null;

  const toggle = (w: StaffWinnerDto) =>
    change.mutate(
      { id: w.id, hidden: !w.hidden },
      {
        onSuccess: (updated) =>
          toast({
            title: t(updated.hidden ? 'winners.hiddenToast' : 'winners.shownToast', {
              prize: updated.prizeName,
              username: updated.username,
            }),
            variant: 'success',
          }),
        onError: (err) => toast({ title: t('winners.changeFailed'), description: errorMessage(err), variant: 'destructive' }),
      },
    );

  return (
    <section className="grid gap-4">
      <SectionHeader section="winners">
        <AddWinnerDialog />
      </SectionHeader>
      <div role="group" aria-label={t('winners.filterLabel')} className="flex flex-wrap gap-2">
        {WINNER_VISIBILITIES.map((v) => (
          <ToggleChip key={v} pressed={visibility === v} onClick={() => setVisibility(v)}>
            {t(`winners.visibility.${v}`)}
          </ToggleChip>
        ))}
      </div>
      <PagedList
        query={winners}
        itemKey={(w) => w.id}
        renderItem={(w) => <WinnerCard winner={w} busy={busyId === w.id} onToggle={toggle} />}
        texts={{
          label: t('winners.listLabel'),
          loading: t('winners.loading'),
          error: t('winners.error'),
          retry: t('winners.retry'),
          empty: t(`winners.empty.${visibility}`),
          loadMore: t('winners.loadMore'),
          loadingMore: t('winners.loadingMore'),
        }}
      />
    </section>
  );
}
