import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { passwordResetTokenSchema } from '@nova/protocol';
import { Button } from '../components/ui/button';
import { ResetPasswordForm } from '../features/passwordReset/ResetPasswordForm';
import { useForgotEmailStore } from '../features/passwordReset/store';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';

type State = { step: 'form'; token: string } | { step: 'done'; email: string } | { step: 'invalid' } | { step: 'missing' };

/** The token of the address bar's `?code=` (a well-formed one), read once. */
function tokenOfAddress(): State {
  const token = passwordResetTokenSchema.safeParse(new URL(window.location.href).searchParams.get('code'));
  return token.success ? { step: 'form', token: token.data } : { step: 'missing' };
}

/**
 * The landing page of a reset mail's link (/reset-password?code=...). Opening it changes nothing (mail scanners
 * prefetch links): the new password is sent with the token. The code leaves the address bar at once. Setting the
 * password does not sign in: the page offers the sign-in dialog (a second factor, when the account has one, is still
 * asked for there).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('passwordReset');
  useDocumentTitle(t('page.title'));
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const [state, setState] = useState<State>(tokenOfAddress);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('code')) return;
    url.searchParams.delete('code');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, []);

  const askAgain = () => {
    useForgotEmailStore.setState({ email: '' });
    openAuthDialog('forgot');
  };
  const signIn = (email: string) => {
    useForgotEmailStore.setState({ email });
    openAuthDialog('login');
  };

  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-2xl sm:p-8">
        <KeyRound className="mb-4 h-10 w-10 text-accent-soft" aria-hidden />
        <h1 className="font-display text-2xl font-extrabold tracking-tight">{t('page.title')}</h1>
        {state.step === 'form' ? (
          <>
            <p className="mt-1 mb-6 text-sm text-fg-muted">{t('page.subtitle')}</p>
            <ResetPasswordForm
              token={state.token}
              onDone={(email) => setState({ step: 'done', email })}
              onInvalid={() => setState({ step: 'invalid' })}
            />
          </>
        ) : (
          <div role="status" className="mt-6 flex flex-col items-center gap-3 text-center">
            {state.step === 'done' ? (
              <>
                <CheckCircle2 className="h-12 w-12 text-success" aria-hidden />
                <p className="text-lg font-semibold">{t('page.doneTitle')}</p>
                <p className="break-words text-fg-muted">{t('page.done', { email: state.email })}</p>
              </>
            ) : (
              <>
                <XCircle className="h-12 w-12 text-danger" aria-hidden />
                <p className="text-lg font-semibold">{state.step === 'missing' ? t('page.missing') : t('page.invalid')}</p>
              </>
            )}
          </div>
        )}
        {state.step === 'form' ? null : (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {state.step === 'done' ? (
              <Button onClick={() => signIn(state.email)}>{t('page.signIn')}</Button>
            ) : (
              <Button onClick={askAgain}>{t('page.askAgain')}</Button>
            )}
            <Button asChild variant="ghost">
              <Link to="/">{t('page.home')}</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
