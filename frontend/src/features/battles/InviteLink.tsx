import { useTranslation } from 'react-i18next';
import type { BattleDto } from '@nova/protocol';
import { CodeValue } from '../fairness/CopyButton';
import { battleLink } from './queries';

/** A private battle's invite link with a copy button (only its creator is sent the code). */
export function InviteLink({ battle }: { battle: BattleDto }) {
  const { t } = useTranslation('battles');
  if (!battle.invite) return null;
  return (
    <div className="grid gap-1" data-testid="invite-link">
      <p className="text-sm font-semibold">{t('invite.title')}</p>
      <CodeValue value={battleLink(battle.id, battle.invite)} label={t('invite.title')} />
    </div>
  );
}
