import type { NovaSocket } from '../src/realtime/socket';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the app's typed socket: `deliver(event, payload)` plays a server fact to the listeners,
 * `emitted` records client requests, `answer` decides each request's ack, `connectNow(recovered)` fires a
 * (re)connection.
 */
export class FakeSocket {
  connected = false;
  recovered = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  answer: (event: string, payload: unknown) => unknown = (event, payload) => ({
    ok: true,
    data: { ...(payload as object), subscribed: event === 'feed:subscribe' },
  });
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, fn: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(fn);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, fn: Listener): this {
    this.listeners.get(event)?.delete(fn);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (reply: unknown) => void): this {
    this.emitted.push({ event, payload });
    ack?.(this.answer(event, payload));
    return this;
  }

  deliver(event: string, payload?: unknown): void {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(payload);
  }

  connectNow(recovered = false): void {
    this.connected = true;
    this.recovered = recovered;
    this.deliver('connect');
  }

  disconnectNow(): void {
    this.connected = false;
    this.deliver('disconnect', 'transport close');
  }

  asSocket(): NovaSocket {
    return this as unknown as NovaSocket;
  }
}
