import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { BATTLE_MODES, BATTLE_VISIBILITIES, createBattleBodySchema, type BattleDto, type CreateBattleBody } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../components/ui/dialog';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { useMoney } from '../../currency';
import { errorMessage } from '../../lib/errorMessage';
import { useSessionStore } from '../../stores/useSessionStore';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useBattleStore } from '../../stores/useBattleStore';
import { useBoxes } from '../boxes/queries';
import { InviteLink } from './InviteLink';
import { RoundsPicker } from './RoundsPicker';
import { battleActions } from './queries';

type CreateInput = z.input<typeof createBattleBodySchema>;
const EMPTY: CreateInput = { boxIds: [], mode: '1v1', visibility: 'public' };

/**
 * The lobby's "Create battle" dialog: the rounds (1-10 boxes in order, repeats allowed), the mode and public or
 * private, checked with the protocol's schema; it shows what a seat costs. A public battle opens at once; a private
 * one first shows its invite link to copy.
 */
export function CreateBattleDialog() {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.user !== null);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<BattleDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const boxes = useBoxes();
  const { control, handleSubmit, reset, formState } = useForm<CreateInput, unknown, CreateBattleBody>({
    resolver: zodResolver(createBattleBodySchema),
    defaultValues: EMPTY,
  });
  const boxIds = useWatch({ control, name: 'boxIds' });
  const byId = new Map((boxes.data ?? []).map((b) => [b.id, b]));
  const seatPrice = boxIds.reduce((sum, id) => sum + (byId.get(id)?.priceCoins ?? 0), 0);

  const toggle = (next: boolean) => {
    if (next && !signedIn) {
      useAuthDialogStore.getState().openAuthDialog('login');
      return;
    }
    setOpen(next);
    if (!next) return;
    reset(EMPTY);
    setCreated(null);
    setFailure(null);
  };

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const battle = await battleActions.create(body);
      useBattleStore.getState().snapshot(battle);
      if (battle.visibility === 'private') setCreated(battle);
      else void navigate(`/battles/${battle.id}`);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <Button onClick={() => toggle(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('create.open')}
      </Button>
      <DialogContent title={t('create.title')} description={t('create.description')} closeLabel={t('create.close')} className="max-w-2xl">
        {created ? (
          <div className="grid gap-4">
            <p>{t('create.privateReady')}</p>
            <InviteLink battle={created} />
            <Button onClick={() => void navigate(`/battles/${created.id}?invite=${encodeURIComponent(created.invite ?? '')}`)}>{t('create.goToBattle')}</Button>
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
            <Controller
              control={control}
              name="boxIds"
              render={({ field, fieldState }) => (
                <RoundsPicker boxes={boxes.data ?? []} value={field.value} onChange={field.onChange} error={fieldState.error ? t('create.roundsError') : undefined} />
              )}
            />
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-2 text-sm font-semibold">{t('create.mode')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {BATTLE_MODES.map((m) => (
                      <ToggleChip key={m} pressed={field.value === m} onClick={() => field.onChange(m)}>
                        {t(`modes.${m}`)}
                      </ToggleChip>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <Controller
              control={control}
              name="visibility"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-2 text-sm font-semibold">{t('create.visibility')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {BATTLE_VISIBILITIES.map((v) => (
                      <ToggleChip key={v} pressed={(field.value ?? 'public') === v} onClick={() => field.onChange(v)}>
                        {t(`create.visibilities.${v}`)}
                      </ToggleChip>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <p className="rounded-xl border border-line bg-surface-2 p-3 text-sm" data-testid="seat-price">
              {t('seatPrice')}: <strong className="text-gold tabular-nums">{coins(seatPrice)}</strong>
            </p>
            {failure ? (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            ) : null}
            <DialogFormActions
              cancelLabel={t('create.cancel')}
              submitLabel={t('create.submit')}
              busyLabel={t('create.busy')}
              busy={formState.isSubmitting}
              onCancel={() => toggle(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
