import { Types, type ClientSession } from 'mongoose';
import { ErrorCode, type AdminWinnersQuery, type StaffWinnerDto, type StaffWinnersPageDto } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { OpeningModel } from '../openings/model';
import { REAL_WIN_FILTER, setWinHidden, type WinHiding } from '../openings/winnerVisibility';
import { usernames } from '../users/service';
import { AdminWinnerModel, type AdminWinner } from './model';
import { addedRow, openingRow, presentStaffWinner, type WinnerRow } from './presenter';
import { winnerRows } from './service';

/** Admins: every winner (real wins and added ones), hidden ones too unless filtered, newest first. */
export async function listWinnersForStaff(query: AdminWinnersQuery): Promise<StaffWinnersPageDto> {
  const { rows, nextCursor } = await winnerRows(query.visibility, query);
  const names = await usernames(rows.flatMap((r) => (r.hiddenBy ? [r.hiddenBy] : [])));
  return { entries: rows.map((r) => presentStaffWinner(r, names)), nextCursor };
}

async function hideAdded(session: ClientSession, id: Types.ObjectId, hiding: WinHiding | null): Promise<WinnerRow | null> {
  const updated = await AdminWinnerModel.findOneAndUpdate(
    { _id: id, hiddenAt: hiding ? null : { $ne: null } },
    { $set: { hiddenAt: hiding?.at ?? null, hiddenBy: hiding?.by ?? null } },
    { session, returnDocument: 'after' },
  ).lean<AdminWinner>();
  return updated ? addedRow(updated) : null;
}

async function hideOpening(session: ClientSession, id: Types.ObjectId, hiding: WinHiding | null): Promise<WinnerRow | null> {
  const updated = await setWinHidden(session, id, hiding);
  if (!updated) return null;
  const names = await usernames([updated.userId]);
  return openingRow(updated, names.get(updated.userId.toHexString()) ?? '');
}

/** Why nothing changed: a winner that exists is already so (409); anything else is unknown (404). */
async function unchanged(id: Types.ObjectId, hidden: boolean): Promise<AppError> {
  const [added, won] = await Promise.all([AdminWinnerModel.exists({ _id: id }), OpeningModel.exists({ _id: id, ...REAL_WIN_FILTER })]);
  if (!added && !won) return errors.notFound('Winner');
  return new AppError(ErrorCode.WINNER_VISIBILITY_UNCHANGED, `This winner is already ${hidden ? 'hidden' : 'shown'}.`);
}

/**
 * An admin hides a winner from the public list, or shows it again: an admin-added winner or a real win (the player's
 * own history keeps it either way). Conditional on the current visibility, so when two admins act at once the second
 * gets 409 WINNER_VISIBILITY_UNCHANGED and no audit entry. Audited as `winner.hidden` / `winner.unhidden` in the same
 * transaction; after the commit `winner.hidden` / `winner.unhidden` reach open winners pages.
 */
export async function setWinnerHidden(ctx: AppContext, admin: AuditActor, id: string, hidden: boolean): Promise<StaffWinnerDto> {
  const _id = new Types.ObjectId(id);
  const row = await inTransaction(ctx.bus, async (session, events) => {
    const at = ctx.clock.now();
    const hiding = hidden ? { at, by: admin._id } : null;
    const changed = (await hideAdded(session, _id, hiding)) ?? (await hideOpening(session, _id, hiding));
    if (!changed) throw await unchanged(_id, hidden);
    await recordAudit(session, events, {
      action: hidden ? 'winner.hidden' : 'winner.unhidden',
      actor: admin,
      target: { id: _id, label: `${changed.winner.username}: ${changed.winner.prizeName}` },
      before: { hidden: !hidden },
      after: { hidden },
      at,
    });
    if (hidden) events.add('winner.hidden', { winnerId: id, by: String(admin._id), at });
    else events.add('winner.unhidden', { winner: changed.winner, by: String(admin._id), at });
    return changed;
  });
  return presentStaffWinner(row, new Map([[String(admin._id), admin.username]]));
}
