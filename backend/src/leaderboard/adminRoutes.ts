import { Router } from 'express';
import { adminPayoutsQuerySchema, leaderboardSettingsBodySchema, type AdminPayoutDto, type PageDto } from '@nova/protocol';
import { currentUser, requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { entryIdsByRef } from '../ledger/queries';
import { LeaderboardPayoutModel, type LeaderboardPayout } from './model';
import { payoutRef, presentPayout } from './payout';
import { readSettings, saveSettings } from './settings';

/** Paid competitions newest first, a page at a time, with the ledger entry behind every prize. */
async function payoutPage(cursor: string | undefined, limit: number): Promise<PageDto<AdminPayoutDto>> {
  const rows = await LeaderboardPayoutModel.find(cursor ? { _id: { $lt: cursor } } : {})
    .sort({ _id: -1 })
    .limit(limit + 1)
    .lean<LeaderboardPayout[]>();
  const page = rows.slice(0, limit);
  const refs = page.flatMap((p) => p.winners.map((w) => payoutRef(p._id, w.position)));
  const entryIds = await entryIdsByRef(refs);
  const entries = page.map((p): AdminPayoutDto => {
    const { id, paidAt, totalCoins, winners } = presentPayout(p);
    return {
      id,
      paidAt,
      totalCoins,
      name: p.name ?? null,
      totalPrize: p.totalPrize ?? null,
      termsVersion: p.termsVersion ?? null,
      winners: winners.map((w) => {
        const ledgerRef = payoutRef(p._id, w.position);
        return { ...w, ledgerRef, ledgerEntryId: entryIds.get(ledgerRef) ?? null };
      }),
    };
  });
  return { entries, nextCursor: rows.length > limit ? (page.at(-1)?._id ?? null) : null };
}

/** Admins: the settings of coming days (read, change with a version) and the payout history. */
export function leaderboardAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/leaderboard/settings', requireAdmin, async (_req, res) => {
    res.json(await readSettings(ctx));
  });
  router.put('/admin/leaderboard/settings', requireAdmin, async (req, res) => {
    const body = parse(leaderboardSettingsBodySchema, req.body);
    res.json(await saveSettings(ctx, currentUser(req), body));
  });
  router.get('/admin/leaderboard/payouts', requireAdmin, async (req, res) => {
    const { cursor, limit } = parse(adminPayoutsQuerySchema, req.query);
    res.json(await payoutPage(cursor, limit));
  });
  return router;
}
