import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { onResync } from '../connection';
import type { NovaSocket } from '../socket';
import { registerAffiliateHandlers } from './affiliates';
import { registerBalanceHandlers, resyncBalance } from './balance';
import { registerCatalogHandlers } from './catalog';
import { registerLeaderboardHandlers } from './leaderboard';
import { registerOverviewHandlers } from './overview';
import { registerPresenceHandlers } from './presence';
import { registerReviewsHandlers } from './reviews';
import { registerPurchaseHandlers, resyncPurchases } from './purchases';
import { registerStaffHandlers } from './staff';
import { registerWinnersHandlers } from './winners';

/**
 * Every domain's socket handlers, once for the app's socket. Feed snapshots reload when their feed is
 * subscribed again (see `feeds.ts`); the balance, purchases waiting for payment and the affiliate dashboard, which need no feed, reload on resync.
 */
export function registerRealtimeHandlers(socket: NovaSocket, api: Pick<ApiClient, 'json'>, client: QueryClient): () => void {
  const stops = [
    registerBalanceHandlers(socket),
    registerWinnersHandlers(socket),
    registerLeaderboardHandlers(socket),
    registerPresenceHandlers(socket),
    registerReviewsHandlers(socket),
    registerStaffHandlers(socket),
    registerOverviewHandlers(socket),
    registerPurchaseHandlers(socket),
    registerAffiliateHandlers(socket),
    registerCatalogHandlers(socket, client),
    onResync(() => void resyncBalance(api)),
    onResync(() => void resyncPurchases(api)),
    onResync(() => useAffiliateStore.getState().resynced()),
  ];
  return () => stops.forEach((stop) => stop());
}
