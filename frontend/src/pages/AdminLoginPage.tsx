import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { adminLoginSchema, isTwoFactorChallenge, type AuthResponseDto } from '@nova/protocol';
import { requestLogin } from '../auth/api';
import { authFailureMessage, fieldMessage } from '../auth/messages';
import { Button } from '../components/ui/button';
import { ForgotPasswordLink } from '../features/passwordReset/ForgotPasswordLink';
import { CodeStep } from '../features/twoFactor/CodeStep';
import { TextField } from '../components/ui/text-field';
import { logUnexpected } from '../lib/errorMessage';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSessionStore } from '../stores/useSessionStore';
import { toast } from '../stores/useToastStore';

/** Clears the stored session and this tab's session storage (on load, before signing in). */
function clearSessionData(): void {
  useSessionStore.getState().logout();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}

/**
 * The admin login (one real page for /admin-login, -clean, -fix and
 * -standalone). Never prefilled; clears the stored session on load; accepts only staff, admins and support agents
 * ('Admin access required' otherwise, and nothing is stored); success shows 'Success / Welcome to Admin Panel!' and
 * opens /admin, which goes to the first section the role may see. An account with two-factor sign-in on is asked for
 * its code (or a recovery code) after the password.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** The two-factor challenge while the sign-in waits for its code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  useDocumentTitle(t('adminLogin.title'));
  useEffect(clearSessionData, []);

  const { register, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  /** A session from the password (or the code) step: admins only. */
  const finish = async (answer: AuthResponseDto) => {
    setChallenge(null);
    if (!answer?.token || !answer.user) throw new Error('Login failed');
    if (answer.user.role !== 'admin' && answer.user.role !== 'support') {
      const message = t('adminLogin.adminRequired');
      setFailure(message);
      toast({ title: t('adminLogin.failedTitle'), description: message, variant: 'destructive' });
      return;
    }
    useSessionStore.getState().login(answer.token, answer.user);
    toast({ title: t('adminLogin.successTitle'), description: t('adminLogin.success'), variant: 'success' });
    await navigate('/admin');
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    clearSessionData();
    try {
      const answer = await requestLogin(values);
      if (isTwoFactorChallenge(answer)) return setChallenge(answer.challenge);
      await finish(answer);
    } catch (err) {
      logUnexpected('Admin login failed', err);
      const message = authFailureMessage(err, t('adminLogin.invalidCredentials'));
      setFailure(message);
      toast({ title: t('adminLogin.failedTitle'), description: message, variant: 'destructive' });
    }
  });

  return (
    <section className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-2xl sm:p-8">
        <ShieldCheck className="mb-4 h-10 w-10 text-accent-soft" aria-hidden />
        <h1 className="font-display text-2xl font-extrabold tracking-tight">{t('adminLogin.title')}</h1>
        <p className="mt-1 mb-6 text-sm text-fg-muted">{t('adminLogin.subtitle')}</p>
        {failure ? (
          <p
            role="alert"
            className="mb-5 flex items-start gap-2 rounded-xl border border-danger/60 bg-danger-bg px-3.5 py-3 text-sm text-danger"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {failure}
          </p>
        ) : null}
        {challenge ? (
          <CodeStep challenge={challenge} onSignedIn={finish} onRestart={() => setChallenge(null)} />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <TextField
              label={t('adminLogin.email')}
              error={fieldMessage(errors.email?.message)}
              type="email"
              autoComplete="username"
              inputMode="email"
              {...register('email')}
            />
            <TextField
              label={t('adminLogin.password')}
              error={fieldMessage(errors.password?.message)}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
            <ForgotPasswordLink email={() => getValues('email')} />
            <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
              {isSubmitting ? t('adminLogin.submitting') : t('adminLogin.submit')}
            </Button>
          </form>
        )}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          {/* A full page load: /test-admin is served by the server and works without JavaScript. */}
          <a href="/test-admin" className="text-accent-soft hover:underline">
            {t('adminLogin.noScript')}
          </a>
          <Link to="/" className="text-fg-muted hover:text-fg">
            {t('adminLogin.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
