import { HandCoins } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A prize resold for coins in the operations feed. */
export const resaleLine: StaffLineView<'resale'> = {
  icon: HandCoins,
  tone: 'text-emerald-300 bg-emerald-500/15',
  describe: (e, { t, coins }) => ({ text: t('events.resale', { username: e.username, coins: coins(e.coins) }), detail: null }),
};
