import { Swords } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A battle created, finished or cancelled in the operations feed. */
export const battleLine: StaffLineView<'battle'> = {
  icon: Swords,
  tone: 'text-rose-300 bg-rose-500/15',
  describe: (e, { t, money, coins }) => {
    const words = { username: e.username, mode: e.mode, coins: coins(e.seatPriceCoins), value: money(e.valueInUSD ?? '0.00') };
    if (e.action === 'created') return { text: t('events.battleCreated', words), detail: null };
    if (e.action === 'cancelled') return { text: t('events.battleCancelled', words), detail: e.staff ? t('events.battleCancelledBy', { staff: e.staff }) : null };
    const winners = e.winners ?? [];
    return {
      text: winners.length ? t('events.battleFinished', { ...words, winner: winners.join(', ') }) : t('events.battleFinishedHouse', words),
      detail: null,
    };
  },
};
