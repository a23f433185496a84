import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { nextTask } from '../../lib/nextTask';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { onResync } from '../connection';
import type { NovaSocket } from '../socket';
import { refreshUser } from '../../auth/session';
import { useActivityStore } from '../../stores/useActivityStore';

type Api = Pick<ApiClient, 'json'>;
type Register = (socket: NovaSocket, api: Api, client: QueryClient) => () => void;

/**
 * Each domain's handlers, with the store they write and the protocol schemas they validate facts with: imported one
 * domain per task, since evaluated together they made one long task on a slow phone.
 */
const DOMAINS: (() => Promise<Register>)[] = [
  () => import('./balance').then((m) => m.registerBalanceHandlers),
  () => import('./account').then((m) => m.registerAccountHandlers),
  () => import('./activity').then((m) => m.registerActivityHandlers),
  () => import('./winners').then((m) => m.registerWinnersHandlers),
  () => import('./leaderboard').then((m) => m.registerLeaderboardHandlers),
  () => import('./presence').then((m) => m.registerPresenceHandlers),
  () => import('./reviews').then((m) => m.registerReviewsHandlers),
  () => import('./stats').then((m) => m.registerStatsHandlers),
  () => import('./staff').then((m) => m.registerStaffHandlers),
  () => import('./overview').then((m) => m.registerOverviewHandlers),
  () =>
    import('./purchases').then((m) => (socket, api) => {
      const stop = m.registerPurchaseHandlers(socket);
      const stopResync = onResync(() => void m.resyncPurchases(api));
      return () => {
        stop();
        stopResync();
      };
    }),
  () => import('./affiliates').then((m) => m.registerAffiliateHandlers),
  () => import('./battles').then((m) => m.registerBattleHandlers),
  () => import('./catalog').then((m) => (socket, _api, client) => m.registerCatalogHandlers(socket, client)),
];

/**
 * Every domain's socket handlers, once for the app's socket; resolves when all are registered (connect only then, so
 * no fact arrives unhandled). Feed snapshots reload when their feed is subscribed again (see `feeds.ts`); the balance,
 * purchases waiting for payment and the affiliate dashboard, which need no feed, reload on resync.
 */
export async function registerRealtimeHandlers(socket: NovaSocket, api: Api, client: QueryClient): Promise<() => void> {
  const stops = [
    onResync(() => void refreshUser(api)),
    onResync(() => useActivityStore.getState().resynced()),
    onResync(() => useAffiliateStore.getState().resynced()),
  ];
  for (const load of DOMAINS) {
    const register = await load();
    stops.push(register(socket, api, client));
    await nextTask();
  }
  return () => stops.forEach((stop) => stop());
}
