import { Types } from 'mongoose';
import {
  ErrorCode,
  ticketReference,
  type SupportTicketCreateBody,
  type SupportTicketListQuery,
  type SupportTicketStatus,
} from '@nova/protocol';
import { recordAudit, type AuditActor } from '../audit/service';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction } from '../core/transaction';
import { SupportTicketModel, type SupportTicket } from './model';
import type { TicketRateLimiter } from './rateLimit';

/**
 * Turns a contact-form message into an open ticket: counts it against the sender's IP budget, stores it
 * (with the signed-in account, if any) and emits `ticket.created` for the staff feed.
 */
export async function createTicket(
  ctx: AppContext,
  limiter: TicketRateLimiter,
  body: SupportTicketCreateBody,
  sender: { ip: string; userId: Types.ObjectId | null },
): Promise<SupportTicket> {
  await limiter.consume(sender.ip);
  const now = ctx.clock.now();
  const ticket: SupportTicket = {
    _id: new Types.ObjectId(),
    name: body.name,
    email: body.email.toLowerCase(),
    subject: body.subject,
    message: body.message,
    userId: sender.userId,
    status: 'open',
    createdAt: now,
    updatedAt: now,
    closedBy: null,
    closedAt: null,
  };
  await SupportTicketModel.collection.insertOne(ticket);
  ctx.bus.emit('ticket.created', {
    ticketId: ticket._id.toHexString(),
    name: ticket.name,
    email: ticket.email,
    subject: ticket.subject,
    userId: ticket.userId ? ticket.userId.toHexString() : null,
    at: now,
  });
  return ticket;
}

/** Whose tickets: those sent from the account, or from its email address while signed out. */
export interface TicketSender {
  userId: Types.ObjectId;
  email: string;
}

const sentBy = (sender: TicketSender) => ({ $or: [{ userId: sender.userId }, { email: sender.email.toLowerCase() }] });

/** Tickets for staff, newest first, optionally one status and one sender, a page at a time. */
export async function listTickets(
  query: SupportTicketListQuery,
  sender?: TicketSender,
): Promise<{ tickets: SupportTicket[]; nextCursor: string | null }> {
  const filter: Record<string, unknown> = sender ? sentBy(sender) : {};
  if (query.status) filter.status = query.status;
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await SupportTicketModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<SupportTicket[]>();
  const tickets = rows.slice(0, query.limit);
  return { tickets, nextCursor: rows.length > query.limit ? (tickets.at(-1)?._id.toHexString() ?? null) : null };
}

/** How many tickets a sender has (see `TicketSender`). */
export async function countTickets(sender: TicketSender): Promise<number> {
  return SupportTicketModel.countDocuments(sentBy(sender));
}

/**
 * Closes or reopens a ticket, audited as `ticket.closed` / `ticket.reopened` in the same transaction. The write is
 * conditional on the other status, so when two staff members act at once the second learns it already happened
 * (409 TICKET_STATUS_UNCHANGED, no audit entry); an unknown id is 404.
 */
export async function setTicketStatus(ctx: AppContext, id: string, status: SupportTicketStatus, actor: AuditActor): Promise<SupportTicket> {
  const closing = status === 'closed';
  return inTransaction(ctx.bus, async (tx) => {
    const now = ctx.clock.now();
    const updated = await SupportTicketModel.findOneAndUpdate(
      { _id: new Types.ObjectId(id), status: closing ? 'open' : 'closed' },
      { $set: { status, updatedAt: now, closedAt: closing ? now : null, closedBy: closing ? actor._id : null } },
      { returnDocument: 'after', session: tx.session },
    ).lean<SupportTicket>();
    if (!updated) {
      const exists = await SupportTicketModel.exists({ _id: new Types.ObjectId(id) }).session(tx.session);
      if (!exists) throw errors.notFound('Ticket');
      throw new AppError(ErrorCode.TICKET_STATUS_UNCHANGED, `This ticket is already ${status}.`);
    }
    recordAudit(tx, {
      action: closing ? 'ticket.closed' : 'ticket.reopened',
      actor,
      target: { id, label: `#${ticketReference(id)} ${updated.subject}` },
      before: { status: closing ? 'open' : 'closed' },
      after: { status },
      at: now,
    });
    tx.emit('ticket.updated', { ticketId: id, status, actorId: actor._id.toHexString(), at: now });
    return updated;
  });
}
