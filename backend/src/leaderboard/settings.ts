import type { ClientSession } from 'mongoose';
import { ErrorCode, type AuditSnapshot, type LeaderboardSettingsBody, type LeaderboardSettingsDto } from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { utcDay } from './day';
import { LeaderboardSettingsModel, type LeaderboardSettingsRevision, type TermsRecord } from './model';
import { DEFAULT_TERMS, firstOpenDay, presentTerms, termsForDay } from './terms';

/** The newest saved revision (null while the built-in terms stand). */
const latestRevision = (session: ClientSession | null = null) =>
  LeaderboardSettingsModel.findOne({}).sort({ _id: -1 }).session(session).lean<LeaderboardSettingsRevision>();

/** The settings admins edit (the newest revision, else the built-in terms) and the terms today is played for. */
export async function readSettings(ctx: AppContext): Promise<LeaderboardSettingsDto> {
  const now = ctx.clock.now();
  const today = utcDay(now);
  const [latest, todays, nextDay] = await Promise.all([latestRevision(), termsForDay(today, now), firstOpenDay(now)]);
  return present(latest, { day: today, terms: todays, termsVersion: todays.termsVersion }, nextDay);
}

function present(
  latest: LeaderboardSettingsRevision | null,
  today: { day: string; terms: TermsRecord; termsVersion: number },
  nextDay: string,
): LeaderboardSettingsDto {
  return {
    version: latest?._id ?? 0,
    terms: presentTerms(latest ?? DEFAULT_TERMS),
    effectiveFrom: latest?.effectiveFrom ?? null,
    updatedAt: latest?.savedAt.toISOString() ?? null,
    updatedBy: latest ? { id: latest.savedBy.id.toHexString(), username: latest.savedBy.username } : null,
    today: { day: today.day, termsVersion: today.termsVersion, ...presentTerms(today.terms) },
    nextDay,
  };
}

const conflict = () => new AppError(ErrorCode.CONFLICT, 'Another admin changed the leaderboard settings first. Reload them and try again.');

/** The audited fields of a set of terms (amounts as a list, place 1 first). */
const snapshot = (t: TermsRecord): AuditSnapshot => ({
  name: t.name,
  description: t.description,
  totalPrize: t.totalPrize,
  prizeDistribution: [...t.amounts],
});

/** Only the fields that differ between two snapshots (as the audit log keeps them). */
function changedFields(before: AuditSnapshot, after: AuditSnapshot): [AuditSnapshot, AuditSnapshot] {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return [Object.fromEntries(keys.map((k) => [k, before[k]!])), Object.fromEntries(keys.map((k) => [k, after[k]!]))];
}

/**
 * Saves the terms of coming days as revision `version + 1`, applying from the first day whose terms are not
 * stored yet (tomorrow): today's competition keeps its terms. The version is the optimistic lock: a stale one, or
 * a concurrent save of the same one (the revision's `_id` is unique), is 409 CONFLICT and stores nothing. Audited
 * in the same transaction (`leaderboard.updated`); saving terms identical to the current ones changes nothing.
 */
export async function saveSettings(ctx: AppContext, actor: AuditActor, body: LeaderboardSettingsBody): Promise<LeaderboardSettingsDto> {
  const terms: TermsRecord = {
    name: body.name,
    description: body.description,
    totalPrize: body.totalPrize,
    amounts: body.prizeDistribution.map((p) => p.amount),
  };
  try {
    await inTransaction(ctx.bus, async (tx) => {
      const now = ctx.clock.now();
      const latest = await latestRevision(tx.session);
      if ((latest?._id ?? 0) !== body.version) throw conflict();
      const [before, after] = changedFields(snapshot(latest ?? DEFAULT_TERMS), snapshot(terms));
      if (Object.keys(after).length === 0) return;
      const effectiveFrom = await firstOpenDay(now);
      const revision: LeaderboardSettingsRevision = {
        _id: body.version + 1,
        ...terms,
        effectiveFrom,
        savedAt: now,
        savedBy: { id: actor._id, username: actor.username },
      };
      await LeaderboardSettingsModel.create([revision], { session: tx.session });
      recordAudit(tx, {
        action: 'leaderboard.updated',
        actor,
        target: { id: 'daily', label: terms.name },
        before: { ...before, effectiveFrom: latest?.effectiveFrom ?? null },
        after: { ...after, effectiveFrom },
        at: now,
      });
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict();
    throw err;
  }
  return readSettings(ctx);
}
