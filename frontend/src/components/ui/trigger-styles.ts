/** Class names shared by a Radix trigger and the plain look-alike the shell shows until its widget has loaded. */

/** A closed Select's trigger (`components/ui/select.tsx`). */
export const selectTriggerClass =
  'inline-flex h-9 items-center gap-1.5 rounded-xl border bg-surface-2/70 px-2.5 text-sm font-medium text-fg hover:bg-surface-3 data-[state=open]:border-accent/70 disabled:pointer-events-none disabled:opacity-50';

/**
 * The floating help button (`components/layout/SupportWidget.tsx`). From the lg breakpoint it sits in the gutter
 * `fabGutterClass` keeps free beside the page, so it covers nothing; on narrower screens it steps aside while the page
 * scrolls down (`data-away`).
 */
export const supportButtonClass =
  'fixed end-3 bottom-3 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-white shadow-xl shadow-accent/30 transition hover:scale-105 motion-reduce:transition-none max-lg:data-away:pointer-events-none max-lg:data-away:translate-y-24 max-lg:data-away:opacity-0 sm:end-6 sm:bottom-6 sm:h-14 sm:w-14 lg:end-2 lg:h-12 lg:w-12';

/**
 * The side gutters of the page and the footer from the lg breakpoint: 4rem on each side, less where the screen is
 * already wider than the widest page (80rem) by that much, so the floating help button (48 px, 8 px from the edge)
 * never lies over content. Both sides, so the page stays centred in either direction.
 */
export const fabGutterClass = 'lg:px-[clamp(0px,calc(4rem-(100vw-80rem)/2),4rem)]';

/** The signed-in user's avatar button (`components/layout/UserMenu.tsx`). */
export const avatarButtonClass =
  'flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-sm font-bold text-white shadow-md shadow-accent/30';
