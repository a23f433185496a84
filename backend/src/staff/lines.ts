import type { Clock } from '../context';
import type { DomainEventName, DomainEvents } from '../core/events';
import type { StaffDraft } from './feed';
import type { Refusal } from './refusals';

/**
 * What one domain event puts in the staff operations feed: a line, a refusal (a 429 or refused socket request,
 * counted per subject and minute before it becomes a line, see refusals.ts), or nothing.
 */
export type StaffLine = StaffDraft | { refusal: Refusal } | null;

/**
 * A domain's lines in the operations feed, declared next to its events (`<domain>/staffLines.ts`, listed on its module
 * as `staffLines`): for each domain event it reports, the line it makes. The staff feed listens to every module's
 * declarations; the front end's text for each kind lives beside that domain's feature folder. `username: ''` is looked
 * up when the line is stored. Domains import these types only.
 */
export type StaffLines = { [K in DomainEventName]?: (event: DomainEvents[K], clock: Clock) => StaffLine };
