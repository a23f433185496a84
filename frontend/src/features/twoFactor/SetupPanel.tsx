import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode, currentPasswordSchema, totpCodeSchema, type TwoFactorSetupDto } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useEnableTwoFactor } from './api';
import { codeErrorOf, codeFieldMessage } from './messages';

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Step two of turning two-factor on: the QR code (and the key as text for typing by hand), then the first code from
 * the app with the password (accounts that have one). Answers the recovery codes through `onEnabled`.
 */
export function SetupPanel({
  setup,
  hasPassword,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupDto;
  hasPassword: boolean;
  onEnabled(codes: string[]): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('twoFactor');
  const enable = useEnableTwoFactor();
  const schema = z.object({ code: totpCodeSchema, currentPassword: hasPassword ? currentPasswordSchema : z.string() });
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code, currentPassword }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code, ...(hasPassword ? { currentPassword } : {}) });
      toast({ title: t('setup.enabled'), variant: 'success' });
      onEnabled(recoveryCodes);
    } catch (err) {
      const codeError = codeErrorOf(err);
      if (codeError) return setError('code', { message: codeError }, { shouldFocus: true });
      if (err instanceof ApiError && err.code === ErrorCode.WRONG_PASSWORD)
        return setError('currentPassword', { message: errorMessage(err) });
      toast({ title: t('setup.title'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('setup.step1')}</p>
      <img src={setup.qrCode} alt={t('setup.qrAlt')} width={192} height={192} className="h-48 w-48 rounded-xl bg-white p-1" />
      <div className="grid gap-1">
        <p className="text-sm text-fg-muted">{t('setup.manual')}</p>
        <code
          dir="ltr"
          aria-label={t('setup.secretLabel')}
          data-testid="two-factor-secret"
          className="rounded-lg bg-bg/70 px-2.5 py-1.5 font-mono text-sm break-all"
        >
          {grouped(setup.secret)}
        </code>
        <p className="text-xs text-fg-muted">{t('setup.expires', { time: formatDate(setup.expiresAt, { timeStyle: 'short' }) })}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-sm">{t('setup.step2')}</p>
        <TextField
          label={t('setup.code')}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={codeFieldMessage(errors.code?.message)}
          {...register('code')}
        />
        {hasPassword ? (
          <TextField
            label={t('setup.password')}
            type="password"
            autoComplete="current-password"
            error={fieldMessage(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('setup.submitting') : t('setup.submit')}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('setup.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
