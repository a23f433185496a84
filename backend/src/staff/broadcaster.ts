import { BIG_WIN_USD } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { centsToUsd } from '../payments/presenter';
import { StaffFeed } from './feed';
// The facts this feed maps (declared beside the domains that emit them).
import '../auth/events';
import '../core/httpErrors';
import '../free-boxes/events';
import '../leaderboard/events';
import '../ledger/events';
import '../openings/events';
import '../payments/events';
import '../realtime/io';
import '../shipments/events';
import '../support/events';
import '../users/events';
import '../winners/events';

/**
 * Domain events -> the staff operations feed (`staff:event`, room `staff:feed`: support and admins). One line
 * per fact: signups, openings, big wins, resales, shipments, claims, payments (paid, failed, refund asked / rejected,
 * refunded, disputed), grants, the daily payout,
 * support tickets, rate-limit signals and unexpected errors.
 */
export function staffBroadcaster(ctx: AppContext, io: NovaIo): void {
  const feed = new StaffFeed(ctx, io);
  const bus = ctx.bus;

  bus.on('users:registered', (e) =>
    feed.push({ kind: 'signup', userId: e.userId, username: e.username, method: e.method, referred: e.referredBy !== null, at: e.at }),
  );
  bus.on('opening.completed', (e) =>
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
    }),
  );
  bus.on('winner.announced', (e) => {
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
    });
  });
  bus.on('unboxing.acted', (e) => {
    if (e.action !== 'resell') return;
    feed.push({ kind: 'resale', userId: e.userId, username: '', openingId: e.openingId, coins: e.creditedCoins, at: e.at });
  });
  bus.on('shipment.updated', (e) =>
    feed.push({
      kind: 'shipment',
      userId: e.userId,
      username: '',
      shipmentId: e.shipmentId,
      openingId: e.openingId,
      status: e.status,
      trackingNumber: e.trackingNumber,
      at: e.at,
    }),
  );
  bus.on('balance.changed', (e) => {
    const base = { userId: e.userId, username: '', coins: e.delta, at: e.at };
    if (e.kind === 'daily-bonus' || e.kind === 'free-box') feed.push({ ...base, kind: 'claim', claim: e.kind });
    else if (e.kind === 'grant') feed.push({ ...base, kind: 'grant', reason: e.reason });
  });
  bus.on('purchase.updated', (e) => {
    if (e.change === 'created') return;
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
    });
  });
  // A free-box claim moves no coins; the line shows the prize's value in coins (100 coins = $1).
  bus.on('freeBox.claimed', (e) =>
    feed.push({ kind: 'claim', claim: 'free-box', userId: e.userId, username: e.username, coins: e.valueInUSDCents, at: e.at }),
  );
  bus.on('leaderboard.paid', (e) => feed.push({ kind: 'payout', day: e.day, winners: e.winners.length, coins: e.totalCoins, at: e.at }));
  bus.on('support.ticket.created', (e) =>
    feed.push({ kind: 'ticket', ticketId: e.ticketId, name: e.name, email: e.email, subject: e.subject, at: e.at }),
  );
  bus.on('support.rateLimited', (e) =>
    feed.push({
      kind: 'rate-limit',
      scope: 'ip',
      action: 'support-ticket',
      subject: e.ip,
      retryAfterSeconds: e.retryAfterSeconds,
      at: e.at,
    }),
  );
  bus.on('auth:rateLimited', (e) =>
    feed.push({
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
    feed.push({
      kind: 'rate-limit',
      scope: 'socket',
      action: e.reason,
      subject: e.userId ?? 'anonymous',
      retryAfterSeconds: null,
      at: ctx.clock.now(),
    });
  });
  bus.on('app.failed', (e) => feed.push({ kind: 'error', where: e.where, code: e.code, detail: e.detail.slice(0, 300), at: e.at }));
}
