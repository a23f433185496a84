/** Code loaded on demand, once: `load()` starts it (or returns the load under way), `loaded()` is its result when done. */
export interface LoadOnce<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

/** Wraps a dynamic import so it runs once and its result can be read synchronously afterwards; a failed load may be tried again. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let result: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= load().then(
        (value) => (result = value),
        (err: unknown) => {
          pending = null;
          throw err;
        },
      );
      return pending;
    },
    loaded: () => result,
  };
}
