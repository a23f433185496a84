import { Coins } from 'lucide-react';
import type { StaffLineView } from '../../staff/lines';

/** Coins granted by staff, in the operations feed. */
export const grantLine: StaffLineView<'grant'> = {
  icon: Coins,
  tone: 'text-gold bg-gold/15',
  describe: (e, { t, coins }) => ({
    text: t('events.grant', { username: e.username, coins: coins(e.coins) }),
    detail: e.reason ? t('events.reason', { reason: e.reason }) : null,
  }),
};
