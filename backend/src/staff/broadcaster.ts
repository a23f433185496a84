import { centsToUsd, BIG_WIN_USD } from '@nova/protocol';
import { battleStaffLine } from '../battles/staffLine';
import type { AppContext, NovaIo } from '../context';
import type { EventSource } from '../core/events';
import type { Review } from '../reviews/model';
import { StaffFeed } from './feed';
import { RefusalAggregator } from './refusals';

/**
 * Domain events -> the staff operations feed (`staff:event`, room `staff:feed`: support and admins). One line
 * per fact: signups, openings, big wins, battles (created, finished, cancelled), resales, shipments, claims, new and hidden reviews, payments (paid, failed,
 * refund asked / rejected, refunded, disputed), affiliate attributions, commissions and payouts, grants, the daily payout, support tickets, every audited staff write,
 * rate-limit signals (aggregated per subject and minute, see refusals.ts) and unexpected errors. Each handler passes
 * the event's outbox source (`s`) on, so a line of an outbox event is stored once and the outbox waits for it.
 */
export function staffBroadcaster(ctx: AppContext, io: NovaIo): void {
  const feed = new StaffFeed(ctx, io);
  const refusals = new RefusalAggregator(ctx, (line) => feed.push(line));
  const bus = ctx.bus;

  bus.on('user.registered', (e, s) =>
    feed.push({ kind: 'signup', userId: e.userId, username: e.username, method: e.method, referred: e.referredBy !== null, at: e.at }, s),
  );
  bus.on('opening.completed', (e, s) =>
    feed.push({
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
    }, s),
  );
  bus.on('winner.announced', (e, s) => {
    if (e.valueInUSDCents < BIG_WIN_USD * 100) return;
    feed.push({
      kind: 'big-win',
      userId: e.userId,
      username: e.username,
      openingId: e.openingId,
      boxName: e.boxName,
      prizeName: e.prizeName,
      valueInUSD: e.prizeValue,
      rarity: e.rarity,
      at: e.createdAt,
    }, s);
  });
  bus.on('battle.changed', (e, s) => {
    if (e.change === 'created' || e.change === 'cancelled') feed.push(battleStaffLine(e.battle, e.change, e.by), s);
  });
  bus.on('battle.finished', (e, s) => feed.push(battleStaffLine(e.battle, 'finished'), s));
  bus.on('unboxing.acted', (e, s) => {
    if (e.action !== 'resell') return;
    feed.push({ kind: 'resale', userId: e.userId, username: '', openingId: e.openingId, coins: e.creditedCoins, at: e.at }, s);
  });
  bus.on('shipment.updated', (e, s) =>
    feed.push({
      kind: 'shipment',
      userId: e.userId,
      username: '',
      shipmentId: e.shipmentId,
      openingId: e.openingId,
      status: e.status,
      trackingNumber: e.trackingNumber,
      at: e.at,
    }, s),
  );
  bus.on('balance.changed', (e, s) => {
    const base = { userId: e.userId, username: '', coins: e.delta, at: e.at };
    if (e.kind === 'daily-bonus' || e.kind === 'free-box') feed.push({ ...base, kind: 'claim', claim: e.kind }, s);
    else if (e.kind === 'grant') feed.push({ ...base, kind: 'grant', reason: e.reason }, s);
  });
  bus.on('purchase.updated', (e, s) => {
    if (e.change === 'created' || e.change === 'canceled') return;
    const p = e.purchase;
    feed.push({
      kind: 'payment',
      userId: p.userId.toHexString(),
      username: '',
      purchaseId: p._id.toHexString(),
      status: e.change,
      coins: e.coins,
      amount: centsToUsd(p.priceCents),
      at: e.at,
    }, s);
  });
  bus.on('affiliate.referred', (e, s) =>
    feed.push({
      kind: 'affiliate',
      action: 'attributed',
      userId: e.referrerId,
      username: '',
      referral: e.referral.username,
      amount: null,
      method: null,
      at: e.at,
    }, s),
  );
  bus.on('affiliate.commissionChanged', ({ commission: c, change, at }, s) =>
    feed.push({
      kind: 'affiliate',
      action: `commission-${change}`,
      userId: c.referrerId.toHexString(),
      username: '',
      referral: c.referredUsername,
      amount: centsToUsd(c.amountCents),
      method: null,
      at,
    }, s),
  );
  bus.on('affiliate.payoutChanged', ({ payout: p, at }, s) =>
    feed.push({
      kind: 'affiliate',
      action: p.status === 'requested' ? 'payout-requested' : p.status === 'paid' ? 'payout-paid' : 'payout-rejected',
      userId: p.userId.toHexString(),
      username: p.username,
      referral: null,
      amount: centsToUsd(p.amountCents),
      method: p.method,
      at,
    }, s),
  );
  // A free-box claim moves no coins; the line shows the prize's value in coins (100 coins = $1).
  bus.on('freeBox.claimed', (e, s) =>
    feed.push({ kind: 'claim', claim: 'free-box', userId: e.userId, username: e.username, coins: e.valueInUSDCents, at: e.at }, s),
  );
  const review = (action: 'added' | 'hidden' | 'unhidden', r: Review, staff: string | null, at: Date, s?: EventSource) =>
    feed.push({
      kind: 'review',
      action,
      reviewId: r._id.toHexString(),
      author: r.username,
      rating: r.rating,
      verified: r.verified,
      staff,
      at,
    }, s);
  bus.on('review.added', ({ review: r }, s) => review('added', r, r.addedBy?.username ?? null, r.createdAt, s));
  bus.on('review.hidden', ({ review: r, by }, s) => review('hidden', r, by.username, r.hiddenAt ?? ctx.clock.now(), s));
  bus.on('review.unhidden', ({ review: r, by }, s) => review('unhidden', r, by.username, ctx.clock.now(), s));
  bus.on('review.rateLimited', (e) =>
    refusals.add({
      kind: 'rate-limit',
      scope: 'account',
      action: 'review',
      subject: e.userId,
      retryAfterSeconds: e.retryAfterSeconds,
      at: e.at,
    }),
  );
  bus.on('leaderboard.paid', (e, s) => feed.push({ kind: 'payout', day: e.day, winners: e.winners.length, coins: e.totalCoins, at: e.at }, s));
  bus.on('ticket.created', (e, s) =>
    feed.push({ kind: 'ticket', ticketId: e.ticketId, name: e.name, email: e.email, subject: e.subject, at: e.at }, s),
  );
  bus.on('audit.recorded', ({ entry }, s) =>
    feed.push({
      kind: 'admin',
      auditId: entry._id.toHexString(),
      action: entry.action,
      actor: { id: entry.actor.id.toHexString(), username: entry.actor.username, role: entry.actor.role },
      target: { ...entry.target },
      reason: entry.reason,
      at: entry.at,
    }, s),
  );
  bus.on('support.rateLimited', (e) =>
    refusals.add({
      kind: 'rate-limit',
      scope: 'ip',
      action: 'support-ticket',
      subject: e.ip,
      retryAfterSeconds: e.retryAfterSeconds,
      at: e.at,
    }),
  );
  bus.on('auth.rateLimited', (e) =>
    refusals.add({
      kind: 'rate-limit',
      scope: e.scope,
      action: e.action,
      subject: e.scope === 'ip' ? (e.ip ?? e.account) : e.account,
      retryAfterSeconds: e.retryAfterSeconds,
      at: e.at,
    }),
  );
  bus.on('socket.refused', (e) => {
    if (e.reason === 'unknown-event') return;
    refusals.add({
      kind: 'rate-limit',
      scope: 'socket',
      action: e.reason,
      subject: e.userId ?? 'anonymous',
      retryAfterSeconds: null,
      at: ctx.clock.now(),
    });
  });
  bus.on('app.failed', (e, s) => feed.push({ kind: 'error', where: e.where, code: e.code, detail: e.detail.slice(0, 300), at: e.at }, s));
}
