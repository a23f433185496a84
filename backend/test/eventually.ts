/**
 * Observes instead of sleeping: calls `check` until it stops throwing (or returns a value other than `false`)
 * and resolves with what it returned. Rejects with the last failure once `timeoutMs` has passed, so a test
 * under load waits only as long as the condition takes, and a wrong condition still fails with its own message.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = new Error('condition never held');
  for (;;) {
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      lastError = new Error('condition returned false');
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
