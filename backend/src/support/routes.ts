import { Router } from 'express';
import {
  SUPPORT_TICKET_CREATED_MESSAGE,
  adminUserParamsSchema,
  idParamsSchema,
  supportTicketCreateSchema,
  supportTicketListQuerySchema,
  supportTicketUpdateSchema,
  ticketReference,
  type SupportTicketCreatedDto,
  type SupportTicketPageDto,
} from '@nova/protocol';
import { currentUser, requireStaff } from '../auth/middleware';
import { clientIp } from '../auth/runtime';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { knownUser } from '../users/directory';
import { presentTicket } from './presenter';
import { TicketRateLimiter } from './rateLimit';
import { createTicket, listTickets, setTicketStatus } from './service';

/** The contact form (anyone; a valid session attaches the account), the staff tickets desk and one player's tickets (support + admins). */
export function supportRoutes(ctx: AppContext): Router {
  const limiter = new TicketRateLimiter(ctx);
  const router = Router();

  router.post('/support/tickets', async (req, res) => {
    const body = parse(supportTicketCreateSchema, req.body ?? {});
    const ticket = await createTicket(ctx, limiter, body, { ip: clientIp(req), userId: req.user?._id ?? null });
    const id = ticket._id.toHexString();
    const answer: SupportTicketCreatedDto = { id, reference: ticketReference(id), message: SUPPORT_TICKET_CREATED_MESSAGE };
    res.status(201).json(answer);
  });

  router.get('/staff/tickets', requireStaff, async (req, res) => {
    const query = parse(supportTicketListQuerySchema, req.query);
    const { tickets, nextCursor } = await listTickets(query);
    const page: SupportTicketPageDto = { entries: tickets.map(presentTicket), nextCursor };
    res.json(page);
  });

  router.get('/admin/users/:id/tickets', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const query = parse(supportTicketListQuerySchema, req.query);
    const user = await knownUser(id);
    const { tickets, nextCursor } = await listTickets(query, { userId: user._id, email: user.email });
    const page: SupportTicketPageDto = { entries: tickets.map(presentTicket), nextCursor };
    res.json(page);
  });

  router.patch('/staff/tickets/:id', requireStaff, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { status } = parse(supportTicketUpdateSchema, req.body ?? {});
    res.json(presentTicket(await setTicketStatus(ctx, id, status, currentUser(req))));
  });

  return router;
}
