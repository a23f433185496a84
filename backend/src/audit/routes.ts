import { Router } from 'express';
import { auditQuerySchema, type AuditPageDto } from '@nova/protocol';
import { requireAdmin } from '../auth/middleware';
import { parse } from '../core/validate';
import { presentAuditEntry } from './presenter';
import { listAudit } from './service';

/** The audit log for admins: newest first, by cursor, filtered by action, actor or target. */
export function auditRoutes(): Router {
  const router = Router();
  router.get('/admin/audit', requireAdmin, async (req, res) => {
    const { entries, nextCursor } = await listAudit(parse(auditQuerySchema, req.query));
    const page: AuditPageDto = { entries: entries.map(presentAuditEntry), nextCursor };
    res.json(page);
  });
  return router;
}
