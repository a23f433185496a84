import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { ErrorCode, changePasswordFormSchema, type ChangePasswordForm } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { useChangePassword } from './api';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is required; every other session ends, this one goes on. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast({ title: t('password.changed'), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.WRONG_PASSWORD) setError('currentPassword', { message: errorMessage(err) });
      else toast({ title: t('password.title'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Card title={t('password.title')} icon={<KeyRound className="h-5 w-5 text-accent" aria-hidden />}>
      {hasPassword ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <TextField label={t('password.current')} type="password" autoComplete="current-password" {...register('currentPassword')} error={fieldMessage(errors.currentPassword?.message)} />
          <TextField label={t('password.new')} type="password" autoComplete="new-password" {...register('newPassword')} error={fieldMessage(errors.newPassword?.message)} />
          <TextField label={t('password.confirm')} type="password" autoComplete="new-password" {...register('confirmPassword')} error={fieldMessage(errors.confirmPassword?.message)} />
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-fg-muted">{t('password.googleOnly')}</p>
      )}
    </Card>
  );
}
