import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminBoxDto, AdminPrizeDto } from '@nova/protocol';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../stores/useToastStore';
import { catalogWrites } from './api';
import { adminBoxQueries } from './queries';
import { rowPpm, type OddsRow } from './editorState';
import { catalogFailure, isStale, rtpQuestion, type RtpQuestion } from './messages';

/**
 * The box editor's writes with their toasts. Each answer replaces the editor's copy of the box (new versions); a
 * refusal because the box changed meanwhile (or is archived, or gone) reloads it, so nothing is overwritten blindly.
 */
export function useEditorActions(box: AdminBoxDto, onDeleted: () => void) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const keep = (next: AdminBoxDto) => {
    client.setQueryData(adminBoxQueries.one(next.id).queryKey, next);
    void client.invalidateQueries({ queryKey: adminBoxQueries.lists });
  };
  const reload = () => client.invalidateQueries({ queryKey: adminBoxQueries.one(box.id).queryKey });
  const failed = (title: string, err: unknown) => {
    toast({ title, description: catalogFailure(err), variant: 'destructive' });
    if (isStale(err)) void reload();
  };

  return {
    keep,
    reload,
    /**
     * Publishes the box. A box whose expected return to player is outside the shop's bounds is refused until the
     * admin confirms: without `confirmRtp` that refusal is returned as the question to ask (nothing is toasted).
     */
    async publish(confirmRtp = false): Promise<RtpQuestion | null> {
      try {
        keep(await catalogWrites.publish(box.id, { version: box.version, confirmRtp }));
        toast({
          title: t('catalog.toasts.boxPublished'),
          description: t('catalog.toasts.boxPublishedBody', { name: box.name }),
          variant: 'success',
        });
      } catch (err) {
        const question = rtpQuestion(err);
        if (question && !confirmRtp) return question;
        failed(t('catalog.toasts.publishFailed'), err);
      }
      return null;
    },
    async unpublish() {
      try {
        keep(await catalogWrites.unpublish(box.id, box.version));
        toast({
          title: t('catalog.toasts.boxUnpublished'),
          description: t('catalog.toasts.boxUnpublishedBody', { name: box.name }),
          variant: 'success',
        });
      } catch (err) {
        failed(t('catalog.toasts.updateBoxFailed'), err);
      }
    },
    /** Saves the odds table (order and probabilities); true when saved. */
    async saveOdds(rows: OddsRow[]): Promise<boolean> {
      try {
        keep(
          await catalogWrites.setOdds(box.id, {
            version: box.version,
            prizes: rows.map((r) => ({ id: r.id, probability: r.probability.trim() })),
          }),
        );
        toast({ title: t('catalog.toasts.oddsSaved'), variant: 'success' });
        return true;
      } catch (err) {
        failed(t('catalog.toasts.oddsFailed'), err);
        return isStale(err);
      }
    },
    async deleteBox() {
      try {
        const result = await catalogWrites.deleteBox(box.id, box.version);
        void client.invalidateQueries({ queryKey: adminBoxQueries.all });
        if (result.outcome === 'archived' && result.box) {
          keep(result.box);
          toast({
            title: t('catalog.toasts.boxArchived'),
            description: t('catalog.toasts.boxArchivedBody', { name: box.name }),
            variant: 'success',
          });
          return;
        }
        toast({ title: t('catalog.toasts.boxDeleted'), description: box.name, variant: 'success' });
        onDeleted();
      } catch (err) {
        failed(t('catalog.toasts.deleteBoxFailed'), err);
      }
    },
    async deletePrize(prize: AdminPrizeDto) {
      try {
        const result = await catalogWrites.deletePrize(prize.id, prize.version);
        keep(result.box);
        const archived = result.outcome === 'archived';
        toast({
          title: t(archived ? 'catalog.toasts.prizeArchived' : 'catalog.toasts.prizeDeleted'),
          description: archived ? t('catalog.toasts.prizeArchivedBody', { name: prize.name }) : prize.name,
          variant: 'success',
        });
      } catch (err) {
        const missing = err instanceof ApiError && err.status === 404;
        failed(missing ? t('catalog.toasts.prizeNotFound') : t('catalog.toasts.deletePrizeFailed'), err);
      }
    },
  };
}

/** Whether every typed probability is a valid percentage (the table can be saved). */
export const rowsValid = (rows: readonly OddsRow[]): boolean => rows.every((r) => rowPpm(r) !== null);
