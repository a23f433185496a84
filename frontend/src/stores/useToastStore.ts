import { create } from 'zustand';
import { TIMINGS } from '@nova/protocol';

/** Toast limits: one visible at a time; dismissed toasts are dropped after a long delay. */
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A link button in the toast: it goes to `to` (an app path) and closes the toast; `onSelect` runs first. */
export interface ToastAction {
  label: string;
  to: string;
  onSelect?: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; default TIMINGS.toastDurationMs (5000). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  remove(id: string): void;
}

let counter = 0;
const removals = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (input) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    set((state) => ({ toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    const targets = get().toasts.filter((t) => id === undefined || t.id === id);
    for (const t of targets) {
      if (removals.has(t.id)) continue;
      removals.set(
        t.id,
        setTimeout(() => get().remove(t.id), TIMINGS.toastRemoveDelayMs),
      );
    }
    set((state) => ({ toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove: (id) => {
    const timer = removals.get(id);
    if (timer) clearTimeout(timer);
    removals.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/**
 * Shows a toast from anywhere (components, stores, socket handlers). Texts must already be translated:
 * `toast({ title: t('boxes:opened'), variant: 'success' })`. Returns a handle to close it early.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().show(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
