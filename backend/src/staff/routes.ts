import { Router } from 'express';
import { staffFeedQuerySchema, type StaffFeedPageDto } from '@nova/protocol';
import { requireStaff } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentStaffEvent, staffFeedSeq } from './feed';
import { StaffEventModel, type StaffEvent } from './model';

/** The operations feed's snapshot for support and admins: newest first, optionally one kind. */
export function staffRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/staff/feed', requireStaff, async (req, res) => {
    const query = parse(staffFeedQuerySchema, req.query);
    // The seq first: every line numbered at or below it is already stored, so it is in the list.
    const seq = await staffFeedSeq(ctx);
    const rows = await StaffEventModel.find(query.kind ? { kind: query.kind } : {})
      .sort({ _id: -1 })
      .limit(query.limit)
      .lean<StaffEvent[]>();
    const page: StaffFeedPageDto = { entries: rows.map(presentStaffEvent), seq };
    res.json(page);
  });
  return router;
}
