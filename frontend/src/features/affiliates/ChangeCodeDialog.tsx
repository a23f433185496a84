import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_RULES, referralCodeChangeBodySchema } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/errorMessage';
import { showServerFieldErrors } from '../../lib/formErrors';
import { toast } from '../../stores/useToastStore';
import { useChangeCode } from './api';
import { affiliateFieldMessage } from './messages';

/** 'Change code': the player's one change of referral code (upper-case letters and digits), with a warning. */
export function ChangeCodeDialog() {
  const { t } = useTranslation('affiliates');
  const [open, setOpen] = useState(false);
  const change = useChangeCode();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(referralCodeChangeBodySchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (summary) => {
        toast({ title: t('changeCode.done'), description: summary.referralCode, variant: 'success' });
        setOpen(false);
        reset();
      },
      onError: (err) => {
        showServerFieldErrors(err, ['code'], setError);
        toast({ title: t('changeCode.failed'), description: errorMessage(err), variant: 'destructive' });
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {t('changeCode.button')}
      </Button>
      <DialogContent title={t('changeCode.title')} description={t('changeCode.body')} closeLabel={t('changeCode.cancel')}>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <TextField
            label={t('changeCode.field')}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={AFFILIATE_RULES.codeMax}
            placeholder="NOVA2026"
            className="font-mono uppercase"
            error={affiliateFieldMessage(formState.errors.code?.message)}
            {...register('code')}
          />
          <p className="-mt-2 text-xs text-fg-muted">
            {t('changeCode.hint', { min: AFFILIATE_RULES.codeMin, max: AFFILIATE_RULES.codeMax })}
          </p>
          <DialogFormActions
            cancelLabel={t('changeCode.cancel')}
            submitLabel={t('changeCode.save')}
            busyLabel={t('changeCode.saving')}
            busy={change.isPending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
