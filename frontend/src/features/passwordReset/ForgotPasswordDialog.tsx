import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS, forgotPasswordFormSchema } from '@nova/protocol';
import { authFailureMessage, fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { toast } from '../../stores/useToastStore';
import { requestPasswordReset } from './api';
import { useForgotEmailStore } from './store';

/**
 * The sign-in dialog in its "Forgot password?" mode: one address field; once sent, the same answer whether or not
 * the address has an account (the server says nothing either), and the way back to signing in.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation(['passwordReset', 'auth']);
  const open = useAuthDialogStore((s) => s.open);
  const close = useAuthDialogStore((s) => s.closeAuthDialog);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={t('forgot.title')} description={t('forgot.subtitle')} closeLabel={t('auth:dialog.close')} className="max-w-md">
        <ForgotPasswordBody />
      </DialogContent>
    </Dialog>
  );
}

/** Lives inside the dialog's content, so each opening starts with the form again. */
function ForgotPasswordBody() {
  const { t } = useTranslation(['passwordReset', 'auth']);
  const setMode = useAuthDialogStore((s) => s.setMode);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: useForgotEmailStore.getState().email },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      toast({ title: t('forgot.failed'), description: authFailureMessage(err, t('forgot.failed')), variant: 'destructive' });
    }
  });

  return (
    <>
      {sentTo ? (
        <div role="status" className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 py-5 text-center">
          <MailCheck className="h-9 w-9 text-success" aria-hidden />
          <p className="font-semibold">{t('forgot.sentTitle')}</p>
          <p className="text-sm break-words text-fg-muted">
            {t('forgot.sent', { email: sentTo, minutes: Math.round(PASSWORD_RESET_TOKEN_TTL_SECONDS / 60) })}
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label={t('forgot.email')}
            error={fieldMessage(errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth:dialog.emailPlaceholder')}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <button type="button" className="font-semibold text-accent-soft hover:underline" onClick={() => setMode('login')}>
          {t('forgot.backToSignIn')}
        </button>
      </p>
    </>
  );
}
