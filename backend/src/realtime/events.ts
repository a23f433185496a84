/** The realtime layer's own facts (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface RealtimeEvents {
  /** A socket request was refused (unknown event, over budget, or a flood that got the socket disconnected). */
  'socket.refused': { reason: 'unknown-event' | 'rate-limited' | 'flood'; event: string; userId: string | null };
}
