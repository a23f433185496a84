import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `target` (an ISO time on the server's clock), ticking every second. `serverTime`
 * is the server's clock when the answer was made and `receivedAt` (epoch ms) when it arrived here, so a
 * wrong clock on this device does not change the countdown. Null without a target; never below 0.
 */
export function useCountdown(target: string | null, serverTime: string, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const remainingAtReceipt = target ? Date.parse(target) - Date.parse(serverTime) : null;
  const remaining = remainingAtReceipt === null ? null : Math.max(0, remainingAtReceipt - Math.max(0, now - receivedAt));
  const running = remaining !== null && remaining > 0;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, receivedAt]);
  return remaining;
}

/** Whole hours, minutes and seconds of a duration in ms (rounded up to the next second, so 0 means over). */
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
