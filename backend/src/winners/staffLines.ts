import { BIG_WIN_USD } from '@nova/protocol';
import type { StaffLines } from '../staff/lines';

/** Wins worth BIG_WIN_USD or more stand out in the staff operations feed as `big-win` lines. */
export const winnerStaffLines: StaffLines = {
  'winner.announced': (e) =>
    e.valueInUSDCents < BIG_WIN_USD * 100
      ? null
      : {
          kind: 'big-win',
          userId: e.userId,
          username: e.username,
          openingId: e.openingId,
          boxName: e.boxName,
          prizeName: e.prizeName,
          valueInUSD: e.prizeValue,
          rarity: e.rarity,
          at: e.createdAt,
        },
};
