import type { ClientSession, Types } from 'mongoose';
import { OpeningModel, type Opening } from './model';

/** Real wins, the ones the public winners list shows: a prize that is not 'Nothing' and is worth more than zero. */
export const REAL_WIN_FILTER = { isWin: true, 'prize.valueInUSDCents': { $gt: 0 } } as const;

/** Who hid a win and when; null shows it again. */
export interface WinHiding {
  at: Date;
  by: Types.ObjectId;
}

/**
 * The one write the winners domain asks of an opening: hide a real win from the public winners list, or show it
 * again, inside the caller's transaction. Conditional on the current visibility, so null means it is not a real win,
 * or is already hidden (or shown). Nothing else about the opening changes: the player's history still lists it.
 */
export async function setWinHidden(session: ClientSession, openingId: Types.ObjectId, hiding: WinHiding | null): Promise<Opening | null> {
  return OpeningModel.findOneAndUpdate(
    { _id: openingId, ...REAL_WIN_FILTER, winnerHiddenAt: hiding ? null : { $ne: null } },
    { $set: { winnerHiddenAt: hiding?.at ?? null, winnerHiddenBy: hiding?.by ?? null } },
    { session, returnDocument: 'after' },
  ).lean<Opening>();
}
