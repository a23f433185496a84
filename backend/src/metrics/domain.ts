import type { DomainEventBus } from '../core/events';
import type { NovaMetrics } from './registry';

/**
 * Counts the domain events that say what the shop did (openings, purchases, battles, payouts, rate-limit refusals,
 * mail, unexpected failures). Each node counts the events it publishes, which are its own transactions' (a relay's
 * re-publish after a node died can count one twice). Labels come from the events' enums, never from ids, names or
 * addresses. Returns the function that stops listening.
 */
export function countDomainEvents(bus: DomainEventBus, metrics: NovaMetrics): () => void {
  const { openings, purchases, battles, payouts, refusals, mail, failures } = metrics;
  const stops = [
    bus.on('opening.completed', () => openings.inc({ kind: 'paid' })),
    bus.on('freeBox.claimed', () => openings.inc({ kind: 'free' })),
    bus.on('purchase.updated', ({ change }) => purchases.inc({ change })),
    bus.on('battle.changed', ({ change }) => battles.inc({ change })),
    bus.on('battle.finished', () => battles.inc({ change: 'finished' })),
    bus.on('affiliate.payoutChanged', ({ payout }) => payouts.inc({ kind: 'affiliate', status: payout.status })),
    bus.on('leaderboard.paid', ({ winners }) => payouts.inc({ kind: 'leaderboard', status: 'paid' }, winners.length)),
    bus.on('auth.rateLimited', ({ action }) => refusals.inc({ limiter: `auth:${action}` })),
    bus.on('limit.refused', ({ limiter }) => refusals.inc({ limiter: limiter === 'two-factor' ? limiter : `write:${limiter}` })),
    bus.on('review.rateLimited', () => refusals.inc({ limiter: 'review' })),
    bus.on('support.rateLimited', () => refusals.inc({ limiter: 'support' })),
    bus.on('socket.refused', ({ reason }) => {
      if (reason !== 'unknown-event') refusals.inc({ limiter: reason === 'flood' ? 'socket:flood' : 'socket' });
    }),
    bus.on('mail.sent', ({ kind }) => mail.inc({ kind, outcome: 'sent' })),
    bus.on('mail.failed', ({ kind }) => mail.inc({ kind, outcome: 'failed' })),
    bus.on('app.failed', ({ where }) => failures.inc({ where })),
  ];
  return () => stops.forEach((stop) => stop());
}
