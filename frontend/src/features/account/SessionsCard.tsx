import { useTranslation } from 'react-i18next';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionInfoDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { useRevokeSession, useSessions, useSignOutEverywhere } from './api';

/** A short device name from a user agent: browser and platform, else the raw text. */
export function deviceName(agent: string | null): string | null {
  if (!agent) return null;
  const browser = /(Edg|Firefox|Chrome|Safari|HeadlessChrome)\/[\d.]+/.exec(agent)?.[1]?.replace('Edg', 'Edge') ?? null;
  const platform = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS') ?? null;
  return browser || platform ? [browser, platform].filter(Boolean).join(' · ') : agent.slice(0, 60);
}

/** Active sessions (device, IP, times) with Sign out per session, and Sign out everywhere. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const logout = useSessionStore((s) => s.logout);
  const fail = (err: unknown) => toast({ title: t('sessions.title'), description: errorMessage(err), variant: 'destructive' });

  const signOut = (session: SessionInfoDto) =>
    revoke.mutate(session.id, {
      onSuccess: () => (session.current ? logout() : toast({ title: t('sessions.revoked'), variant: 'success' })),
      onError: fail,
    });

  return (
    <Card title={t('sessions.title')} icon={<MonitorSmartphone className="h-5 w-5 text-accent" aria-hidden />}>
      <ul className="grid gap-2" aria-busy={sessions.isLoading}>
        {sessions.data?.length === 0 ? <li className="text-sm text-fg-muted">{t('sessions.empty')}</li> : null}
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex min-w-0 flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2/60 p-3">
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-2 font-semibold">
                <span className="truncate">{deviceName(s.userAgent) ?? t('sessions.unknownDevice')}</span>
                {s.current ? (
                  <span className="shrink-0 rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent">{t('sessions.current')}</span>
                ) : null}
              </p>
              <p className="text-xs text-fg-muted">
                {[
                  s.ip ? t('sessions.ip', { ip: s.ip }) : null,
                  t('sessions.signedIn', { date: formatDate(s.createdAt) }),
                  t('sessions.lastSeen', { date: formatDate(s.lastSeenAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Button size="sm" variant="ghost" onClick={() => signOut(s)} disabled={revoke.isPending}>
              {t('sessions.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => everywhere.mutate(undefined, { onError: fail })} disabled={everywhere.isPending}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('sessions.signOutEverywhere')}
        </Button>
        <p className="text-xs text-fg-muted">{t('sessions.signOutEverywhereHint')}</p>
      </div>
    </Card>
  );
}
