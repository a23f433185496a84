import type { ApiClient } from '../../lib/api';
import { onResync } from '../connection';
import type { NovaSocket } from '../socket';
import { registerBalanceHandlers, resyncBalance } from './balance';
import { registerLeaderboardHandlers } from './leaderboard';
import { registerOverviewHandlers } from './overview';
import { registerPresenceHandlers } from './presence';
import { registerReviewsHandlers } from './reviews';
import { registerStaffHandlers } from './staff';
import { registerWinnersHandlers } from './winners';

/**
 * Every domain's socket handlers, once for the app's socket. Feed snapshots reload when their feed is
 * subscribed again (see `feeds.ts`); the balance, which needs no feed, reloads on resync.
 */
export function registerRealtimeHandlers(socket: NovaSocket, api: Pick<ApiClient, 'json'>): () => void {
  const stops = [
    registerBalanceHandlers(socket),
    registerWinnersHandlers(socket),
    registerLeaderboardHandlers(socket),
    registerPresenceHandlers(socket),
    registerReviewsHandlers(socket),
    registerStaffHandlers(socket),
    registerOverviewHandlers(socket),
    onResync(() => void resyncBalance(api)),
  ];
  return () => stops.forEach((stop) => stop());
}
