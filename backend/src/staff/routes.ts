import { Router } from 'express';
import { staffFeedQuerySchema, type StaffFeedPageDto } from '@nova/protocol';
import { requireStaff } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { STREAMS, sequencesFor } from '../realtime/sequence';
import { presentStaffEvent } from './feed';
import { StaffEventModel, type StaffEvent } from './model';

/** The operations feed's snapshot for support and admins: newest first, optionally one kind. */
export function staffRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/staff/feed', requireStaff, async (req, res) => {
    const query = parse(staffFeedQuerySchema, req.query);
    // Read the counter first: every event numbered at or below it was stored before, so it is in the list.
    const seq = await sequencesFor(ctx).current(STREAMS.staffFeed);
    const rows = await StaffEventModel.find(query.kind ? { kind: query.kind } : {})
      .sort({ _id: -1 })
      .limit(query.limit)
      .lean<StaffEvent[]>();
    const page: StaffFeedPageDto = { entries: rows.map(presentStaffEvent), seq };
    res.json(page);
  });
  return router;
}
