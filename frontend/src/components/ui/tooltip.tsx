import { deferred } from '../layout/deferred';
import type { TooltipProps } from './tooltip-impl';

const Deferred = deferred<TooltipProps>(() => import('./tooltip-impl').then((m) => m.Tooltip));

/**
 * A tooltip on its (focusable) child, shown on hover and keyboard focus. Its Radix code loads once the page is
 * idle; until then the child shows alone (a tooltip only repeats what is already on the page or in its label).
 */
export function Tooltip(props: TooltipProps) {
  return <Deferred {...props} fallback={() => props.children} />;
}

/** Loads the tooltip's code now, so tooltips render at once (tests). */
export const preloadTooltip = (): Promise<unknown> => Deferred.preload();
