import { Gift } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A daily bonus or free box claimed, in the operations feed. */
export const claimLine: StaffLineView<'claim'> = {
  icon: Gift,
  tone: 'text-pink-300 bg-hot/15',
  describe: (e, { t, coins }) => ({
    text: t(e.claim === 'daily-bonus' ? 'events.claimDaily' : 'events.claimFree', { username: e.username, coins: coins(e.coins) }),
    detail: null,
  }),
};
