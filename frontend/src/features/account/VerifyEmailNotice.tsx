import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { useResendVerification } from './api';

/**
 * "Verify your email address" with a "Send the link again" button, for an unverified account: on the account
 * page, and wherever value would leave the shop (a refused Ship shows it). Renders nothing once verified.
 */
export function VerifyEmailNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const user = useSessionStore((s) => s.user);
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('verify.sent', { email: user.email }), variant: 'success' }),
      onError: (err) => toast({ title: t('verify.bannerTitle'), description: errorMessage(err), variant: 'destructive' }),
    });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 p-4 sm:flex-row sm:items-center">
      <MailWarning className="h-6 w-6 shrink-0 text-gold" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('verify.bannerTitle')}</p>
        {compact ? null : <p className="text-sm text-fg-muted">{t('verify.bannerBody', { email: user.email })}</p>}
      </div>
      <Button size="sm" variant="secondary" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? t('verify.sending') : t('verify.resend')}
      </Button>
    </div>
  );
}
