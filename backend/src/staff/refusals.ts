import type { AppContext } from '../context';
import type { StaffDraft } from './feed';

type RefusalLine = Extract<StaffDraft, { kind: 'rate-limit' }>;
/** A refusal before aggregation: one 429 (or refused socket request). */
export type Refusal = Omit<RefusalLine, 'count' | 'windowSeconds'>;

/** Refusals of one action for one subject (an IP, an account, a socket's user) are counted per window of this length. */
export const REFUSAL_WINDOW_SECONDS = 60;

interface Window {
  last: Refusal;
  count: number;
  endsAt: number;
  timer: NodeJS.Timeout;
}

const aggregators = new WeakMap<AppContext, RefusalAggregator>();

/**
 * Keeps repeated refusals from flooding the staff feed: per subject and action, the first refusal of a window is
 * written at once (count 1), and when the window closes one more line says how many there were in it ("42 refused
 * sign-ins from 10.0.0.1 in the last minute"). A flood of 300 refusals from one address is two lines, not 300.
 * Windows follow the app clock; a timer closes them when nothing else happens.
 */
export class RefusalAggregator {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly ctx: AppContext,
    private readonly write: (line: RefusalLine) => void,
  ) {
    aggregators.set(ctx, this);
  }

  add(refusal: Refusal): void {
    const now = refusal.at.getTime();
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.close(key);
    const key = `${refusal.scope}|${refusal.action}|${refusal.subject}`;
    const open = this.windows.get(key);
    if (open) {
      open.count += 1;
      open.last = refusal;
      return;
    }
    this.write({ ...refusal, count: 1, windowSeconds: REFUSAL_WINDOW_SECONDS });
    const timer = setTimeout(() => this.close(key), REFUSAL_WINDOW_SECONDS * 1000);
    timer.unref();
    this.windows.set(key, { last: refusal, count: 1, endsAt: now + REFUSAL_WINDOW_SECONDS * 1000, timer });
  }

  /** Forgets the open windows and their timers (server stop: the feed is no longer written). */
  stop(): void {
    for (const w of this.windows.values()) clearTimeout(w.timer);
    this.windows.clear();
  }

  private close(key: string): void {
    const w = this.windows.get(key);
    if (!w) return;
    this.windows.delete(key);
    clearTimeout(w.timer);
    if (w.count > 1) this.write({ ...w.last, count: w.count, windowSeconds: REFUSAL_WINDOW_SECONDS });
  }
}

/** Stops the server's refusal windows (the staff module's stop). */
export function stopRefusals(ctx: AppContext): void {
  aggregators.get(ctx)?.stop();
}
