import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { LIMITS, clawbackFormSchema, type ClawbackForm } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useMoney } from '../../../currency';
import { errorMessage } from '../../../lib/errorMessage';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { useSubmissionKey } from '../../../lib/requestId';
import { toast } from '../../../stores/useToastStore';
import { coinsFieldMessage } from '../messages';
import { AmountField } from './AmountField';
import { useClawback } from './api';

const FIELDS = ['amount', 'reason'] as const;
/** No amount yet: the field starts empty (a number input cannot show NaN, and the browser logs it if asked to). */
const EMPTY: DefaultValues<ClawbackForm> = { reason: '', upToBalance: false };

/**
 * The admins' Claw back dialog on a user's page: a whole amount from 1 to 1,000,000, a required reason, and whether
 * to take what there is when the balance is lower (otherwise the server takes nothing and says so). One idempotency
 * key per submission, like Give coins.
 */
export function ClawbackDialog({ user }: { user: { id: string; username: string; balance: number } }) {
  const { t } = useTranslation('admin');
  const { coins } = useMoney();
  const [open, setOpen] = useState(false);
  const clawback = useClawback(user.id);
  const submission = useSubmissionKey();
  const { register, handleSubmit, setError, reset, formState } = useForm<ClawbackForm>({
    resolver: zodResolver(clawbackFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    reset(EMPTY);
    submission.reset();
  };

  const submit = handleSubmit(async (values) => {
    const body = { amount: values.amount, reason: values.reason, upToBalance: values.upToBalance ?? false };
    try {
      const result = await clawback.mutateAsync({ ...body, requestId: submission.keyFor(body) });
      toast({
        title: t('users.coins.clawedBack'),
        description: t('users.coins.clawedBackBody', {
          coins: coins(result.amount),
          username: user.username,
          balance: coins(result.balance),
        }),
        variant: 'success',
      });
      setOpen(false);
    } catch (err) {
      showServerFieldErrors(err, FIELDS, setError);
      toast({ title: t('users.coins.clawbackFailed'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <Button variant="secondary" onClick={() => toggle(true)}>
        <Undo2 className="h-4 w-4" aria-hidden />
        {t('users.coins.clawback')}
      </Button>
      {open ? (
        <DialogContent
          title={t('users.coins.clawbackTitle')}
          description={t('users.coins.clawbackDescription', { username: user.username, balance: coins(user.balance) })}
          closeLabel={t('users.coins.close')}
        >
          <form noValidate onSubmit={submit} className="grid gap-4">
            <AmountField error={coinsFieldMessage(errors.amount?.message)} {...register('amount', { valueAsNumber: true })} />
            <TextField
              label={t('users.coins.reason')}
              placeholder={t('users.coins.reasonPlaceholder')}
              maxLength={LIMITS.coinsReasonMax + 10}
              error={coinsFieldMessage(errors.reason?.message)}
              {...register('reason')}
            />
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 h-4 w-4 accent-accent" {...register('upToBalance')} />
              <span>
                <span className="font-medium">{t('users.coins.upToBalance')}</span>
                <span className="block text-xs text-fg-muted">{t('users.coins.upToBalanceHint')}</span>
              </span>
            </label>
            <DialogFormActions
              cancelLabel={t('users.coins.cancel')}
              submitLabel={t('users.coins.submitClawback')}
              busyLabel={t('users.coins.clawingBack')}
              busy={isSubmitting}
              onCancel={() => toggle(false)}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
