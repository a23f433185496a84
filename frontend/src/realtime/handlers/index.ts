import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { onResync } from '../connection';
import type { NovaSocket } from '../socket';
import { refreshUser } from '../../auth/session';
import { useActivityStore } from '../../stores/useActivityStore';
import { registerActivityHandlers } from './activity';
import { registerAffiliateHandlers } from './affiliates';
import { registerBalanceHandlers } from './balance';
import { registerBattleHandlers } from './battles';
import { registerCatalogHandlers } from './catalog';
import { registerLeaderboardHandlers } from './leaderboard';
import { registerOverviewHandlers } from './overview';
import { registerPresenceHandlers } from './presence';
import { registerReviewsHandlers } from './reviews';
import { registerPurchaseHandlers, resyncPurchases } from './purchases';
import { registerStaffHandlers } from './staff';
import { registerStatsHandlers } from './stats';
import { registerWinnersHandlers } from './winners';

/**
 * Every domain's socket handlers, once for the app's socket. Feed snapshots reload when their feed is
 * subscribed again (see `feeds.ts`); the balance, purchases waiting for payment and the affiliate dashboard, which need no feed, reload on resync.
 */
export function registerRealtimeHandlers(socket: NovaSocket, api: Pick<ApiClient, 'json'>, client: QueryClient): () => void {
  const stops = [
    registerBalanceHandlers(socket),
    registerActivityHandlers(socket),
    registerWinnersHandlers(socket),
    registerLeaderboardHandlers(socket),
    registerPresenceHandlers(socket),
    registerReviewsHandlers(socket),
    registerStatsHandlers(socket),
    registerStaffHandlers(socket),
    registerOverviewHandlers(socket),
    registerPurchaseHandlers(socket),
    registerAffiliateHandlers(socket),
    registerBattleHandlers(socket),
    registerCatalogHandlers(socket, client),
    onResync(() => void refreshUser(api)),
    onResync(() => useActivityStore.getState().resynced()),
    onResync(() => void resyncPurchases(api)),
    onResync(() => useAffiliateStore.getState().resynced()),
  ];
  return () => stops.forEach((stop) => stop());
}
