import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArrowLeft, Coins, EyeOff, FlaskConical, Pencil, Plus, Rocket, Star, Trash2 } from 'lucide-react';
import { ODDS_TOTAL_PPM, type AdminBoxDto, type AdminPrizeDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMoney } from '../../../currency';
import { toast } from '../../../stores/useToastStore';
import { CalculatorPanel } from '../../simulator/CalculatorPanel';
import { handDraftToSimulator } from '../../simulator/draft';
import { useAdminBox } from './api';
import { BoxFormDialog } from './BoxFormDialog';
import { canPublish, editorSource, isDirty, simulatorDraftOf, tableOf, tableTotal, type OddsRow } from './editorState';
import type { RtpQuestion } from './messages';
import { PrizeFormDialog } from './PrizeFormDialog';
import { PrizeTable } from './PrizeTable';
import { StatusBadge } from './StatusBadge';
import { rowsValid, useEditorActions } from './useEditorActions';

type Dialog =
  | { kind: 'box' }
  | { kind: 'prize'; prize: AdminPrizeDto | null }
  | { kind: 'delete-box' }
  | { kind: 'delete-prize'; prize: AdminPrizeDto }
  | { kind: 'confirm-rtp'; question: RtpQuestion }
  | null;

/** One box in the console: loads it (toasting 'Failed to load box details'), then the editor. */
export function BoxEditor({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation('admin');
  const query = useAdminBox(id);
  useEffect(() => {
    if (query.isError) toast({ title: t('catalog.toasts.loadBoxFailed'), variant: 'destructive' });
  }, [query.isError, t]);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="justify-self-start">
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
      {t('catalog.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <div className="grid gap-4">
        {back}
        <div className="h-40 animate-pulse rounded-2xl bg-surface-2" aria-hidden />
      </div>
    );
  if (!query.data) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm">
          {t('catalog.toasts.loadBoxFailed')}
        </p>
      </div>
    );
  }
  return <Editor box={query.data} back={back} onDeleted={onBack} />;
}

function Editor({ box, back, onDeleted }: { box: AdminBoxDto; back: ReactNode; onDeleted(): void }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const navigate = useNavigate();
  const { money, coinAmount } = useMoney();
  const actions = useEditorActions(box, onDeleted);
  const [edited, setEdited] = useState<OddsRow[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = edited ?? tableOf(box);
  const dirty = edited !== null && isDirty(edited, box);
  const archived = box.status === 'archived';
  const total = tableTotal(rows);
  const close = () => setDialog(null);

  const simulate = () => navigate(handDraftToSimulator(simulatorDraftOf(box, rows)));

  return (
    <div className="grid gap-6" data-testid="box-editor" data-box-id={box.id}>
      {back}
      <header className="grid gap-4 rounded-2xl border border-line bg-surface/70 p-4 sm:grid-cols-[7rem_1fr] sm:p-5">
        <img src={box.imageUrl} alt="" className="mx-auto h-28 w-28 rounded-xl object-cover ring-1 ring-line" />
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 font-display text-xl font-extrabold break-words" data-testid="editor-name">
              <bdi>{box.name}</bdi>
            </h2>
            <StatusBadge status={box.status} />
            {box.isFeatured ? (
              <span className="inline-flex items-center gap-1 text-xs text-gold">
                <Star className="h-3.5 w-3.5" aria-hidden />
                {t('catalog.featured')}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-fg-muted" dir="auto">
            {box.description}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1 font-semibold text-gold tabular-nums">
              <Coins className="h-4 w-4" aria-hidden />
              {coinAmount(box.priceCoins)}
            </span>
            <span className="text-fg-muted tabular-nums">≈ {money(box.priceInUSD)}</span>
            <span className="rounded-full border border-line px-2 py-0.5 text-xs">{tb(`category.names.${box.category}`)}</span>
            <span className="text-xs text-fg-muted tabular-nums">
              {t('catalog.versions', { version: box.version, oddsVersion: box.oddsVersion })}
            </span>
          </p>
          {archived ? <p className="text-sm text-fg-muted">{t('catalog.archivedNote')}</p> : null}
          <div className="mt-1 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={archived || dirty} onClick={() => setDialog({ kind: 'box' })}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('catalog.edit')}
            </Button>
            {box.status === 'published' ? (
              <Button variant="secondary" size="sm" disabled={dirty} onClick={() => void actions.unpublish()}>
                <EyeOff className="h-4 w-4" aria-hidden />
                {t('catalog.unpublish')}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={!canPublish(box, rows)}
                onClick={() => void actions.publish().then((question) => question && setDialog({ kind: 'confirm-rtp', question }))}
                data-testid="publish"
              >
                <Rocket className="h-4 w-4" aria-hidden />
                {t('catalog.publish')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={total !== ODDS_TOTAL_PPM || rows.length === 0}
              onClick={simulate}
              title={t('catalog.simulateHint')}
            >
              <FlaskConical className="h-4 w-4" aria-hidden />
              {t('catalog.simulate')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:text-danger"
              disabled={archived || dirty}
              onClick={() => setDialog({ kind: 'delete-box' })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('catalog.delete')}
            </Button>
          </div>
          {box.status === 'draft' ? <p className="text-xs text-fg-muted">{t('catalog.publishHint')}</p> : null}
        </div>
      </header>

      <section aria-labelledby="prizes-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="prizes-title" className="text-lg font-bold">
            {t('catalog.prizes.title')}
          </h3>
          <Button size="sm" disabled={archived || dirty} onClick={() => setDialog({ kind: 'prize', prize: null })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('catalog.prizes.add')}
          </Button>
        </div>
        <PrizeTable
          box={box}
          rows={rows}
          onRows={setEdited}
          locked={archived}
          dirty={dirty}
          onEdit={(prize) => setDialog({ kind: 'prize', prize })}
          onDelete={(prize) => setDialog({ kind: 'delete-prize', prize })}
        />
        {dirty ? (
          <div
            className="flex flex-wrap items-center justify-end gap-2 rounded-xl border border-gold/40 bg-gold/5 p-3"
            data-testid="unsaved-odds"
          >
            <span className="me-auto text-sm">{t('catalog.prizes.unsaved')}</span>
            <Button variant="ghost" size="sm" onClick={() => setEdited(null)}>
              {t('catalog.prizes.discard')}
            </Button>
            <Button
              size="sm"
              disabled={!rowsValid(rows)}
              onClick={() => void actions.saveOdds(rows).then((done) => done && setEdited(null))}
              data-testid="save-odds"
            >
              {t('catalog.prizes.save')}
            </Button>
          </div>
        ) : null}
      </section>

      {rows.length > 0 ? <CalculatorPanel box={editorSource(box, rows)} /> : null}

      <BoxFormDialog
        box={box}
        open={dialog?.kind === 'box'}
        onClose={close}
        onSaved={(saved) => {
          actions.keep(saved);
          close();
        }}
        onStale={() => {
          void actions.reload();
          close();
        }}
      />
      <PrizeFormDialog
        boxId={box.id}
        prize={dialog?.kind === 'prize' ? dialog.prize : null}
        open={dialog?.kind === 'prize'}
        onClose={close}
        onSaved={(written) => {
          actions.keep(written.box);
          close();
        }}
        onStale={() => {
          void actions.reload();
          close();
        }}
      />
      <ConfirmDialog
        tone="danger"
        cancelLabel={t('catalog.form.cancel')}
        closeLabel={t('catalog.form.close')}
        open={dialog?.kind === 'delete-box'}
        title={t('catalog.confirm.deleteBoxTitle', { name: box.name })}
        body={t('catalog.confirm.deleteBoxBody')}
        confirmLabel={t('catalog.confirm.delete')}
        onConfirm={actions.deleteBox}
        onClose={close}
      />
      <ConfirmDialog
        tone="danger"
        cancelLabel={t('catalog.form.cancel')}
        closeLabel={t('catalog.form.close')}
        open={dialog?.kind === 'confirm-rtp'}
        title={t('catalog.confirm.rtpTitle', { rtp: dialog?.kind === 'confirm-rtp' ? dialog.question.rtp : '' })}
        body={
          dialog?.kind === 'confirm-rtp'
            ? t(dialog.question.side === 'above' ? 'catalog.confirm.rtpAboveBody' : 'catalog.confirm.rtpBelowBody', {
                rtp: dialog.question.rtp,
                min: dialog.question.min,
              })
            : ''
        }
        confirmLabel={t('catalog.confirm.publishAnyway')}
        onConfirm={() => actions.publish(true).then(() => undefined)}
        onClose={close}
      />
      <ConfirmDialog
        tone="danger"
        cancelLabel={t('catalog.form.cancel')}
        closeLabel={t('catalog.form.close')}
        open={dialog?.kind === 'delete-prize'}
        title={t('catalog.confirm.deletePrizeTitle', { name: dialog?.kind === 'delete-prize' ? dialog.prize.name : '' })}
        body={t('catalog.confirm.deletePrizeBody')}
        confirmLabel={t('catalog.confirm.delete')}
        onConfirm={() => (dialog?.kind === 'delete-prize' ? actions.deletePrize(dialog.prize) : Promise.resolve())}
        onClose={close}
      />
    </div>
  );
}
