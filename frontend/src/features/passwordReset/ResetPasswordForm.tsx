import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ErrorCode, LIMITS, passwordResetFormSchema, type PasswordResetForm } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { confirmPasswordReset } from './api';

const EMPTY: PasswordResetForm = { password: '', confirmPassword: '' };

export interface ResetPasswordFormProps {
  token: string;
  /** The password was set (every session of the account ended); `email` is the account's address. */
  onDone(email: string): void;
  /** The link is unknown, expired or used: nothing changed. */
  onInvalid(): void;
}

/**
 * The new password and its confirmation, checked with the registration rules (the protocol's schema, the same
 * translated messages under each field as the sign-up form) before anything is sent.
 */
export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation(['passwordReset', 'auth']);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(passwordResetFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    try {
      onDone((await confirmPasswordReset(token, password)).email);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.PASSWORD_RESET_TOKEN_INVALID) return onInvalid();
      const fieldProblem = err instanceof ApiError ? err.details?.password : undefined;
      if (fieldProblem) return setError('password', { type: 'server', message: fieldProblem });
      toast({ title: t('page.failed'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('page.password')}
        error={fieldMessage(errors.password?.message)}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth:dialog.passwordPlaceholder', { min: LIMITS.passwordMin })}
        {...register('password')}
      />
      <TextField
        label={t('page.confirm')}
        error={fieldMessage(errors.confirmPassword?.message)}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth:dialog.confirmPasswordPlaceholder')}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('page.submitting') : t('page.submit')}
      </Button>
    </form>
  );
}
