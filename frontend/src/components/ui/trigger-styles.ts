/** Class names shared by a Radix trigger and the plain look-alike the shell shows until its widget has loaded. */

/** A closed Select's trigger (`components/ui/select.tsx`). */
export const selectTriggerClass =
  'inline-flex h-9 items-center gap-1.5 rounded-xl border bg-surface-2/70 px-2.5 text-sm font-medium text-fg hover:bg-surface-3 data-[state=open]:border-accent/70 disabled:pointer-events-none disabled:opacity-50';

/** The floating help button (`components/layout/SupportWidget.tsx`). */
export const supportButtonClass =
  'fixed end-3 bottom-3 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-white shadow-xl shadow-accent/30 transition hover:scale-105 motion-reduce:transition-none max-sm:data-away:pointer-events-none max-sm:data-away:translate-y-24 max-sm:data-away:opacity-0 sm:end-6 sm:bottom-6 sm:h-14 sm:w-14';

/** The signed-in user's avatar button (`components/layout/UserMenu.tsx`). */
export const avatarButtonClass =
  'flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-sm font-bold text-white shadow-md shadow-accent/30';
