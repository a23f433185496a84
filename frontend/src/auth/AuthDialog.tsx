import { Suspense } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, PRODUCT_FULL_NAME, isTwoFactorChallenge, loginSchema, registerFormSchema, type AuthResponseDto } from '@nova/protocol';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { TextField } from '../components/ui/text-field';
import { config } from '../config';
import { currentReferralCode, forgetReferral } from '../features/affiliates/referralMemory';
import { ForgotPasswordDialog } from '../features/passwordReset/ForgotPasswordDialog';
import { ForgotPasswordLink } from '../features/passwordReset/ForgotPasswordLink';
import { useForgotEmailStore } from '../features/passwordReset/store';
import { useTwoFactorChallengeStore } from '../features/twoFactor/challengeStore';
import { TwoFactorDialogContent } from '../features/twoFactor/TwoFactorDialogContent';
import { ApiError } from '../lib/api';
import { logUnexpected } from '../lib/errorMessage';
import { useAuthDialogStore, type AuthDialogMode } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { toast } from '../stores/useToastStore';
import { requestLogin, requestRegister } from './api';
import { GoogleIcon } from './GoogleIcon';
import { authFailureMessage, fieldMessage } from './messages';
import { redirectTo } from './redirect';

/**
 * The sign-in / sign-up dialog: Google (full-page redirect), an email form validated
 * with the protocol's zod schemas (messages in red under each field), a mode toggle, pending labels and the
 * success / failure toasts. Opened through `useAuthDialogStore`. While a sign-in waits for its two-factor code
 * (`useTwoFactorChallengeStore`), it shows the code step instead.
 */
export default function AuthDialog() {
  const { t } = useTranslation('auth');
  const open = useAuthDialogStore((s) => s.open);
  const mode = useAuthDialogStore((s) => s.mode);
  const close = useAuthDialogStore((s) => s.closeAuthDialog);
  const isLogin = mode === 'login';
  const challenge = useTwoFactorChallengeStore((s) => s.challenge);
  const clearChallenge = useTwoFactorChallengeStore((s) => s.clear);
  const login = useSessionStore((s) => s.login);
  const closeAll = () => {
    clearChallenge();
    close();
  };
  /** The code step's answer: the same session start and welcome as a password sign-in. */
  const signedIn = (answer: AuthResponseDto) => {
    login(answer.token, answer.user);
    toast({ title: t('toast.loginSuccessTitle'), description: t('toast.loginSuccess'), variant: 'success' });
    closeAll();
  };
  if (mode === 'forgot') return <ForgotPasswordDialog />;
  if (challenge)
    return (
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAll())}>
        <Suspense fallback={null}>
          <TwoFactorDialogContent
            key={challenge.challenge}
            challenge={challenge.challenge}
            onSignedIn={signedIn}
            onRestart={clearChallenge}
          />
        </Suspense>
      </Dialog>
    );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        title={isLogin ? t('dialog.loginTitle') : t('dialog.registerTitle', { product: PRODUCT_FULL_NAME })}
        description={isLogin ? t('dialog.loginSubtitle') : t('dialog.registerSubtitle')}
        closeLabel={t('dialog.close')}
        className="max-w-md"
      >
        <Button variant="secondary" size="lg" className="w-full" onClick={() => redirectTo(googleStartUrl())}>
          <GoogleIcon className="h-5 w-5" />
          {t('dialog.google')}
        </Button>
        <div className="my-5 flex items-center gap-3 text-xs tracking-wide text-fg-muted uppercase" role="separator">
          <span className="h-px flex-1 bg-line" />
          <span>{t('dialog.divider')}</span>
          <span className="h-px flex-1 bg-line" />
        </div>
        {isLogin ? <LoginForm key="login" onDone={close} /> : <RegisterForm key="register" onDone={close} />}
        <ModeToggle mode={mode} />
      </DialogContent>
    </Dialog>
  );
}

/** Google sign-in's start, carrying the referral code a new account is attributed to. */
function googleStartUrl(): string {
  const ref = currentReferralCode();
  return `${config.apiBaseUrl}/api/auth/google${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`;
}

function ModeToggle({ mode }: { mode: AuthDialogMode }) {
  const { t } = useTranslation('auth');
  const setMode = useAuthDialogStore((s) => s.setMode);
  const isLogin = mode === 'login';
  return (
    <p className="mt-5 text-center text-sm text-fg-muted">
      {isLogin ? t('dialog.noAccount') : t('dialog.haveAccount')}{' '}
      <button
        type="button"
        className="font-semibold text-accent-soft hover:underline"
        onClick={() => setMode(isLogin ? 'register' : 'login')}
      >
        {isLogin ? t('dialog.toRegister') : t('dialog.toLogin')}
      </button>
    </p>
  );
}

interface AuthFieldProps extends UseFormRegisterReturn {
  /** The schema's or the server's message for the field, translated here. */
  error: string | undefined;
}

/** The email input, the same in both forms. */
function EmailField({ error, ...input }: AuthFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('dialog.email')}
      error={fieldMessage(error)}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('dialog.emailPlaceholder')}
      {...input}
    />
  );
}

/** The password input: `current-password` to sign in, `new-password` to register. */
function PasswordField({ error, autoComplete, ...input }: AuthFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('dialog.password')}
      error={fieldMessage(error)}
      type="password"
      autoComplete={autoComplete}
      placeholder={t('dialog.passwordPlaceholder', { min: LIMITS.passwordMin })}
      {...input}
    />
  );
}

/** Puts the server's VALIDATION_FAILED field messages under the matching inputs. */
function showServerFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!(err instanceof ApiError) || !err.details) return;
  for (const [field, message] of Object.entries(err.details)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const login = useSessionStore((s) => s.login);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: useForgotEmailStore.getState().email, password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await requestLogin(values);
      // Two-factor on: the dialog asks for the code next (no session yet).
      if (isTwoFactorChallenge(answer)) return useTwoFactorChallengeStore.getState().hold(answer);
      if (!answer?.token || !answer.user) {
        toast({ title: t('toast.loginFailed'), description: answer?.message || t('toast.loginFailed'), variant: 'destructive' });
        return;
      }
      login(answer.token, answer.user);
      toast({ title: t('toast.loginSuccessTitle'), description: t('toast.loginSuccess'), variant: 'success' });
      onDone();
    } catch (err) {
      logUnexpected('Login failed', err);
      showServerFieldErrors(err, ['email', 'password'], setError);
      toast({ title: t('toast.loginFailed'), description: authFailureMessage(err, t('toast.loginFailed')), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <ForgotPasswordLink email={() => getValues('email')} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('dialog.signingIn') : t('dialog.signIn')}
      </Button>
    </form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const login = useSessionStore((s) => s.login);
  const referral = currentReferralCode();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ username, email, password }) => {
    try {
      const answer = await requestRegister({ username, email, password, ...(referral ? { ref: referral } : {}) });
      if (!answer?.token || !answer.user) {
        toast({ title: t('toast.registerFailed'), description: answer?.message || t('toast.registerFailed'), variant: 'destructive' });
        return;
      }
      login(answer.token, answer.user);
      toast({
        title: t('toast.registerSuccessTitle', { product: PRODUCT_FULL_NAME }),
        description: t('toast.registerSuccess'),
        variant: 'success',
      });
      onDone();
    } catch (err) {
      logUnexpected('Registration failed', err);
      // A remembered code that stopped existing (its owner changed it): forget it, so trying again works.
      if (err instanceof ApiError && err.code === 'REFERRAL_CODE_UNKNOWN') forgetReferral();
      showServerFieldErrors(err, ['username', 'email', 'password'], setError);
      toast({ title: t('toast.registerFailed'), description: authFailureMessage(err, t('toast.registerFailed')), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('dialog.username')}
        error={fieldMessage(errors.username?.message)}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('dialog.usernamePlaceholder')}
        {...register('username')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('dialog.confirmPassword')}
        error={fieldMessage(errors.confirmPassword?.message)}
        type="password"
        autoComplete="new-password"
        placeholder={t('dialog.confirmPasswordPlaceholder')}
        {...register('confirmPassword')}
      />
      {referral ? <p className="text-xs text-fg-muted">{t('dialog.referral', { code: referral })}</p> : null}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('dialog.creatingAccount') : t('dialog.createAccount')}
      </Button>
    </form>
  );
}
