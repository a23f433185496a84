import type { CatalogChange } from '@nova/protocol';

/**
 * A box or its prizes changed (admin writes): caches drop the box (no `boxId`: everything). `change` says what
 * players see happen; it is absent for boxes they cannot see (drafts), which are never announced.
 */
export interface CatalogChangedEvent {
  boxId?: string;
  change?: CatalogChange;
  /** The box's odds version after the change. */
  oddsVersion?: number;
  at?: Date;
}

/** The boxes domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface CatalogEvents {
  'catalog.changed': CatalogChangedEvent;
}
