/** A box or its prizes changed (admin edits): caches drop the box. No `boxId` means everything. */
export interface CatalogChangedEvent {
  boxId?: string;
}

declare module '../core/events' {
  interface DomainEvents {
    'catalog.changed': CatalogChangedEvent;
  }
}
