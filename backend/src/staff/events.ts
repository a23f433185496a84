/**
 * Facts other domains emit for the operations feed that have no home of their own yet. The support domain
 * (contact form -> ticket, DESIGN.md §6) emits `support.ticketCreated` when it lands.
 */
declare module '../core/events' {
  interface DomainEvents {
    'support.ticketCreated': { ticketId: string; name: string; email: string; subject: string; at: Date };
  }
}

export {};
