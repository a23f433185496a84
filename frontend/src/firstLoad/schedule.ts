import { afterFirstPage } from './afterFirstPage';
import { afterNextPaint } from './afterNextPaint';
import { onFirstInteraction } from './onFirstInteraction';
import { UNITS, type ScheduledUnit, type UnitName } from './rule';

export { firstPageShown, isFirstPageShown } from './afterFirstPage';

/** The order of the `firstPageShown` units in the rule: the queue runs them in it. */
const FIRST_PAGE_ORDER = (Object.keys(UNITS) as UnitName[]).filter((name) => UNITS[name] === 'firstPageShown');

/**
 * Runs `task` (the loading or the request of `unit`) when the first-load rule (rule.ts) says that unit's stage has
 * come: right after the next paint, once the first page is shown (one unit at a time, in the rule's order), or at
 * the visitor's first activity. The one way deferred work is started, so moving a unit to another stage in the rule
 * moves it in the app. Returns a canceller.
 */
export function whenDue(unit: ScheduledUnit, task: () => unknown): () => void {
  const stage = UNITS[unit];
  if (stage === 'nextPaint') return afterNextPaint(() => void task());
  if (stage === 'firstInteraction') return onFirstInteraction(() => void task());
  return afterFirstPage(task, { rank: FIRST_PAGE_ORDER.indexOf(unit) });
}
