import { Trophy } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** The daily leaderboard payout in the operations feed. */
export const payoutLine: StaffLineView<'payout'> = {
  icon: Trophy,
  tone: 'text-gold bg-gold/15',
  describe: (e, { t, coins }) => ({ text: t('events.payout', { day: e.day, coins: coins(e.coins), winners: e.winners }), detail: null }),
};
