import { Gem } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A big win in the operations feed. */
export const bigWinLine: StaffLineView<'big-win'> = {
  icon: Gem,
  tone: 'text-gold bg-gold/15',
  describe: (e, { t, money }) => ({
    text: t('events.bigWin', { username: e.username, prize: e.prizeName, value: money(e.valueInUSD), box: e.boxName }),
    detail: null,
  }),
};
