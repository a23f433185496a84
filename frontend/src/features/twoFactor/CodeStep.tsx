import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode, twoFactorCodeSchema, type AuthResponseDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { completeTwoFactorSignIn } from './api';
import { codeErrorOf, codeFieldMessage } from './messages';

const formSchema = z.object({ code: twoFactorCodeSchema });

export interface CodeStepProps {
  /** The challenge the password (or Google) step answered. */
  challenge: string;
  /** The code was right: the session to start. */
  onSignedIn(answer: AuthResponseDto): void | Promise<void>;
  /** Back to the password step (the user asked, or the challenge expired). */
  onRestart(): void;
}

/**
 * The sign-in's second step (the sign-in dialog and /admin-login): the 6-digit code from the authenticator app, or,
 * after "Use a recovery code", one of the recovery codes. A wrong code is said under the field; an expired challenge
 * sends the person back to the password step.
 */
export function CodeStep({ challenge, onSignedIn, onRestart }: CodeStepProps) {
  const { t } = useTranslation('twoFactor');
  const [recovery, setRecovery] = useState(false);
  const { register, handleSubmit, setError, formState, resetField, setFocus } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSignedIn(await completeTwoFactorSignIn({ challenge, code }));
    } catch (err) {
      const message = codeErrorOf(err);
      if (message) return setError('code', { type: 'server', message }, { shouldFocus: true });
      toast({ title: t('signIn.title'), description: errorMessage(err), variant: 'destructive' });
      if (err instanceof ApiError && err.code === ErrorCode.TWO_FACTOR_CHALLENGE_INVALID) onRestart();
    }
  });

  const switchMode = () => {
    setRecovery((on) => !on);
    resetField('code');
    setTimeout(() => setFocus('code'), 0);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-fg-muted">{recovery ? t('signIn.recoveryBody') : t('signIn.body')}</p>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
        error={codeFieldMessage(errors.code?.message)}
        type="text"
        dir="ltr"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize={recovery ? 'characters' : 'off'}
        spellCheck={false}
        autoFocus
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" className="font-semibold text-accent-soft hover:underline" onClick={switchMode}>
          {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
        </button>
        <button type="button" className="text-fg-muted hover:text-fg" onClick={onRestart}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
