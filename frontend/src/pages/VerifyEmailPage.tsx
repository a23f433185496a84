import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { verificationTokenSchema } from '@nova/protocol';
import { refreshUser } from '../auth/session';
import { Button } from '../components/ui/button';
import { verifyEmail } from '../features/account/api';
import { announceWelcomeCoins } from '../features/account/welcomeToast';
import { errorMessage } from '../lib/errorMessage';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSessionStore } from '../stores/useSessionStore';

type State = { step: 'checking' } | { step: 'done'; email: string } | { step: 'failed'; message: string } | { step: 'missing' };

/**
 * The landing page of a verification mail's link (/verify-email?code=...; not `token`, which names sign-in
 * links): opening the link changes nothing by
 * itself (mail scanners prefetch links); this page posts the token and says how it went. Works signed in or not.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('verifyPage.title'));
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const [state, setState] = useState<State>({ step: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const token = verificationTokenSchema.safeParse(url.searchParams.get('code'));
    // The code leaves the address bar (and history) at once.
    url.searchParams.delete('code');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    if (!token.success) {
      setState({ step: 'missing' });
      return;
    }
    verifyEmail(token.data)
      .then((answer) => {
        setState({ step: 'done', email: answer.email });
        announceWelcomeCoins(answer.welcomeCoins);
        void refreshUser(api);
      })
      .catch((err: unknown) => setState({ step: 'failed', message: errorMessage(err) }));
  }, []);

  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{t('verifyPage.title')}</h1>
      <div className="mt-6 flex flex-col items-center gap-3" role="status" aria-live="polite">
        {state.step === 'checking' ? (
          <>
            <Loader2 className="h-10 w-10 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
            <p>{t('verifyPage.checking')}</p>
          </>
        ) : state.step === 'done' ? (
          <>
            <CheckCircle2 className="h-12 w-12 text-success" aria-hidden />
            <p className="break-all text-lg font-semibold">{t('verifyPage.success', { email: state.email })}</p>
          </>
        ) : (
          <>
            <XCircle className="h-12 w-12 text-danger" aria-hidden />
            <p className="text-lg font-semibold">{state.step === 'missing' ? t('verifyPage.missing') : t('verifyPage.failed')}</p>
            {state.step === 'failed' ? <p className="text-fg-muted">{state.message}</p> : null}
          </>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <Button asChild>
            <Link to="/account">{t('verifyPage.toAccount')}</Link>
          </Button>
        ) : null}
        <Button asChild variant={signedIn ? 'ghost' : 'primary'}>
          <Link to="/">{t('verifyPage.home')}</Link>
        </Button>
      </div>
    </section>
  );
}
