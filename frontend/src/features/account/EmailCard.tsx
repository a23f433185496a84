import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Mail } from 'lucide-react';
import { ErrorCode, changeEmailSchema, type AccountDto } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { useChangeEmail } from './api';

/** The address, whether it is verified, a pending new one, and the change form (a link goes to the new address). */
export function EmailCard({ account }: { account: AccountDto }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', currentPassword: account.hasPassword ? '' : undefined },
  });
  const { errors, isSubmitting } = formState;
  const { user } = account;

  const submit = handleSubmit(async (values) => {
    try {
      const next = await change.mutateAsync(values);
      reset({ email: '', currentPassword: account.hasPassword ? '' : undefined });
      toast({ title: t('email.sent', { email: next.pendingEmail ?? values.email }), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.WRONG_PASSWORD) setError('currentPassword', { message: errorMessage(err) });
      else if (err instanceof ApiError && (err.code === ErrorCode.EMAIL_TAKEN || err.code === ErrorCode.VALIDATION_FAILED))
        setError('email', { message: err.code === ErrorCode.EMAIL_TAKEN ? errorMessage(err) : (err.serverMessage ?? errorMessage(err)) });
      else toast({ title: t('email.title'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Card title={t('email.title')} icon={<Mail className="h-5 w-5 text-accent" aria-hidden />}>
      <p className="flex flex-wrap items-center gap-2 break-all font-semibold">
        {user.email}
        <span
          className={
            user.emailVerified ? 'inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success' : 'rounded-full bg-gold/15 px-2 py-0.5 text-xs text-gold'
          }
        >
          {user.emailVerified ? <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> : null}
          {user.emailVerified ? t('verify.verified') : t('verify.unverified')}
        </span>
      </p>
      {account.pendingEmail ? <p className="mt-1 break-all text-sm text-fg-muted">{t('email.pending', { email: account.pendingEmail })}</p> : null}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
        <TextField label={t('email.newEmail')} type="email" autoComplete="email" {...register('email')} error={fieldMessage(errors.email?.message)} />
        {account.hasPassword ? (
          <TextField
            label={t('email.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
            error={fieldMessage(errors.currentPassword?.message)}
          />
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? t('email.submitting') : t('email.submit')}
        </Button>
      </form>
    </Card>
  );
}
