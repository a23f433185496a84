import { useCallback, useRef } from 'react';

/** A fresh idempotency key (a UUID; a random hex string where randomUUID is missing, e.g. outside a secure context). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `req-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * An idempotency key per form submission: sending the same values again (a double click, a retry after a network
 * failure) reuses the key, so the server applies them once; different values get a new key. `reset()` when the form
 * starts afresh (the dialog opens again).
 */
export function useSubmissionKey(): { keyFor(values: unknown): string; reset(): void } {
  const last = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: unknown) => {
    const json = JSON.stringify(values);
    if (last.current?.values !== json) last.current = { values: json, key: newRequestId() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
