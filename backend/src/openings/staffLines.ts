import type { StaffLines } from '../staff/lines';

/** Paid openings and resales in the staff operations feed (shipments are the shipments domain's lines). */
export const openingStaffLines: StaffLines = {
  'opening.completed': (e) => ({
    kind: 'opening',
    userId: e.userId,
    username: e.username,
    openingId: e.openingId,
    boxName: e.box.name,
    prizeName: e.prize.name,
    valueInUSD: e.prize.valueInUSD,
    pricePaid: e.pricePaid,
    isWin: e.isWin,
    at: e.createdAt,
  }),
  'unboxing.acted': (e) =>
    e.action === 'resell' ? { kind: 'resale', userId: e.userId, username: '', openingId: e.openingId, coins: e.creditedCoins, at: e.at } : null,
};
