import { useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { LIMITS, grantCoinsFormSchema, type GrantCoinsForm } from '@nova/protocol';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useMoney } from '../../../currency';
import { errorMessage } from '../../../lib/errorMessage';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { useSubmissionKey } from '../../../lib/requestId';
import { toast } from '../../../stores/useToastStore';
import { coinsFieldMessage } from '../messages';
import { AmountField } from './AmountField';
import { useGrantCoins } from './api';
import { UserPicker, type PickedUser } from './UserPicker';

const FIELDS = ['userId', 'amount', 'reason'] as const;

export interface GiveCoinsDialogProps {
  /** The player, when the dialog opens from their page; otherwise the admin picks one. */
  user?: PickedUser;
  variant?: ButtonVariant;
}

/**
 * The admins' Give coins dialog: a player (fixed or picked by search), a whole amount from 1 to 1,000,000 and an
 * optional reason, checked with the protocol's schema; it submits only with a player and an amount above 0. Each
 * submission carries an idempotency key, reused when the same values are sent again, so a double click grants once.
 */
export function GiveCoinsDialog({ user, variant = 'primary' }: GiveCoinsDialogProps) {
  const { t } = useTranslation('admin');
  const { coins } = useMoney();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedUser | null>(user ?? null);
  const grant = useGrantCoins();
  const submission = useSubmissionKey();
  // No amount yet: the field starts empty (a number input cannot show NaN, and the browser logs it if asked to).
  const empty: DefaultValues<GrantCoinsForm> = { userId: user?.id ?? '', reason: '' };
  const { control, register, handleSubmit, setError, reset, formState } = useForm<GrantCoinsForm>({
    resolver: zodResolver(grantCoinsFormSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    reset(empty);
    setPicked(user ?? null);
    submission.reset();
  };

  const submit = handleSubmit(async (values) => {
    const body = { userId: values.userId, amount: values.amount, reason: values.reason || undefined };
    try {
      const result = await grant.mutateAsync({ ...body, requestId: submission.keyFor(body) });
      const username = picked?.username ?? '';
      toast({
        title: t('users.coins.given'),
        description: t('users.coins.givenBody', { coins: coins(result.amount), username, balance: coins(result.balance) }),
        variant: 'success',
      });
      setOpen(false);
    } catch (err) {
      showServerFieldErrors(err, FIELDS, setError);
      toast({ title: t('users.coins.giveFailed'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <Button variant={variant} onClick={() => toggle(true)}>
        <Coins className="h-4 w-4" aria-hidden />
        {t('users.coins.give')}
      </Button>
      {open ? (
        <DialogContent
          title={t('users.coins.giveTitle')}
          description={t('users.coins.giveDescription')}
          closeLabel={t('users.coins.close')}
        >
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Controller
              control={control}
              name="userId"
              render={({ field }) => (
                <UserPicker
                  value={picked}
                  locked={user !== undefined}
                  error={coinsFieldMessage(errors.userId?.message)}
                  onChange={(next) => {
                    setPicked(next);
                    field.onChange(next?.id ?? '');
                  }}
                />
              )}
            />
            <AmountField error={coinsFieldMessage(errors.amount?.message)} {...register('amount', { valueAsNumber: true })} />
            <TextField
              label={t('users.coins.reasonOptional')}
              placeholder={t('users.coins.reasonPlaceholder')}
              maxLength={LIMITS.coinsReasonMax + 10}
              error={coinsFieldMessage(errors.reason?.message)}
              {...register('reason')}
            />
            <DialogFormActions
              cancelLabel={t('users.coins.cancel')}
              submitLabel={t('users.coins.submitGive')}
              busyLabel={t('users.coins.giving')}
              busy={isSubmitting}
              onCancel={() => toggle(false)}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
