import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, XCircle } from 'lucide-react';
import type { BattleDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { useBattleStore } from '../../stores/useBattleStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { InviteLink } from './InviteLink';
import { battleActions } from './queries';
import { useClock } from './reveal';

/** The creator's controls on a waiting battle: fill the empty seats with bots, cancel once allowed, the invite link. */
export function BattleActions({ battle }: { battle: BattleDto }) {
  const { t } = useTranslation('battles');
  const username = useSessionStore((s) => s.user?.username ?? null);
  const [busy, setBusy] = useState(false);
  const cancellableAt = Date.parse(battle.cancellableAt);
  const now = useClock(battle.status === 'waiting' ? cancellableAt : null);
  if (battle.status !== 'waiting' || username === null || battle.creator !== username) return null;
  const run = async (action: (id: string) => Promise<BattleDto>) => {
    setBusy(true);
    try {
      useBattleStore.getState().snapshot(await action(battle.id));
    } catch (err) {
      toast({ title: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const canCancel = now >= cancellableAt;
  return (
    <div className="grid w-full gap-3 sm:w-auto">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void run(battleActions.fillWithBots)}>
          <Bot className="h-4 w-4" aria-hidden />
          {t('actions.bots')}
        </Button>
        <Button variant="ghost" disabled={busy || !canCancel} onClick={() => void run(battleActions.cancel)} title={canCancel ? undefined : t('actions.cancelLater')}>
          <XCircle className="h-4 w-4" aria-hidden />
          {t('actions.cancel')}
        </Button>
      </div>
      {canCancel ? null : <p className="text-xs text-fg-muted">{t('actions.cancelLater')}</p>}
      {battle.visibility === 'private' ? <InviteLink battle={battle} /> : null}
    </div>
  );
}
