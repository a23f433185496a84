import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode, currentPasswordSchema, twoFactorCodeSchema } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useDisableTwoFactor, useRegenerateCodes } from './api';
import { codeErrorOf, codeFieldMessage } from './messages';

export type ConfirmKind = 'newCodes' | 'turnOff';

/**
 * "New recovery codes" and "Turn off": both need the password (accounts that have one) and a code from the app or a
 * recovery code. New codes come back through `onCodes`; turning off ends with `onDone`.
 */
export function ConfirmPanel({
  kind,
  hasPassword,
  onCodes,
  onDone,
}: {
  kind: ConfirmKind;
  hasPassword: boolean;
  onCodes(codes: string[]): void;
  onDone(): void;
}) {
  const { t } = useTranslation('twoFactor');
  const regenerate = useRegenerateCodes();
  const disable = useDisableTwoFactor();
  const schema = z.object({ code: twoFactorCodeSchema, currentPassword: hasPassword ? currentPasswordSchema : z.string() });
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const title = kind === 'newCodes' ? t('confirm.newCodesTitle') : t('confirm.turnOffTitle');

  const submit = handleSubmit(async ({ code, currentPassword }) => {
    const body = { code, ...(hasPassword ? { currentPassword } : {}) };
    try {
      if (kind === 'newCodes') {
        onCodes((await regenerate.mutateAsync(body)).recoveryCodes);
      } else {
        await disable.mutateAsync(body);
        toast({ title: t('confirm.turnedOff'), variant: 'success' });
        onDone();
      }
    } catch (err) {
      const codeError = codeErrorOf(err);
      if (codeError) return setError('code', { message: codeError }, { shouldFocus: true });
      if (err instanceof ApiError && err.code === ErrorCode.WRONG_PASSWORD)
        return setError('currentPassword', { message: errorMessage(err) });
      toast({ title, description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <h3 className="font-bold">{title}</h3>
      <p className="text-sm text-fg-muted">{kind === 'newCodes' ? t('confirm.newCodesBody') : t('confirm.turnOffBody')}</p>
      {hasPassword ? (
        <TextField
          label={t('confirm.password')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      ) : null}
      <TextField
        label={t('confirm.code')}
        type="text"
        dir="ltr"
        autoComplete="one-time-code"
        spellCheck={false}
        error={codeFieldMessage(errors.code?.message)}
        {...register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('confirm.submitting') : t('confirm.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('confirm.cancel')}
        </Button>
      </div>
    </form>
  );
}
