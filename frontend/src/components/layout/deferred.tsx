import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenDue } from '../../firstLoad/schedule';
import { loadOnce } from '../../lib/loadOnce';

/** A widget whose code loads after the first render; `defaultOpen` is set when the user opened it before that. */
export type DeferredWidget<P extends object = object> = ComponentType<P & { defaultOpen?: boolean }>;

/** A deferred widget as the shell renders it; `preload()` fetches its code now (tests, or an expected use). */
export type DeferredComponent<P extends object> = ComponentType<P & { fallback: StandIn }> & { preload(): Promise<unknown> };

/** What a deferred widget's stand-in gets: `open()` loads the widget at once and mounts it open. */
export type StandIn = (open: () => void) => ReactNode;

/**
 * When the widget replaces its stand-in: `idle` as soon as its code has loaded after the first page (widgets with
 * behaviour of their own while closed), `open` only when the stand-in is activated (a closed menu or picker is just
 * its trigger; rendering its Radix tree on every page load is work nobody sees).
 */
export type MountWhen = 'idle' | 'open';

/**
 * Keeps a shell widget's code (and the Radix primitive behind it) out of the first load: `fallback` renders a
 * look-alike of its closed trigger; the code loads once the first page is shown and the browser idle, and the widget
 * mounts then (`idle`) or at the first activation (`open`). Activating the fallback loads the widget at once if
 * needed and mounts it open, so an early click is not lost.
 */
export function deferred<P extends object = object>(
  load: () => Promise<DeferredWidget<P>>,
  mountWhen: MountWhen = 'idle',
): DeferredComponent<P> {
  const code = loadOnce(load);
  const preload = (): Promise<DeferredWidget<P>> => code.load();

  // Kept outside the component: an early click must survive the shell re-mounting while the code loads.
  let openRequested = false;

  function Deferred({ fallback, ...props }: P & { fallback: StandIn }) {
    const [Widget, setWidget] = useState<DeferredWidget<P> | null>(() => code.loaded());
    const [openAtMount] = useState(() => openRequested);
    useEffect(() => {
      if (Widget) return;
      let live = true;
      // Returns the load, so the next deferred task waits for this widget's code to be evaluated.
      const show = () =>
        preload().then(
          (widget) => live && mountWhen === 'idle' && setWidget(() => widget),
          () => undefined,
        );
      const cancel = whenDue('widgets', show);
      return () => {
        live = false;
        cancel();
      };
    }, [Widget]);
    useEffect(() => {
      if (Widget) openRequested = false;
    }, [Widget]);
    if (Widget) return <Widget {...(props as P)} {...(openAtMount || openRequested ? { defaultOpen: true } : {})} />;
    return fallback(() => {
      openRequested = true;
      void preload().then(
        (widget) => setWidget(() => widget),
        () => undefined,
      );
    });
  }
  return Object.assign(Deferred, { preload });
}
