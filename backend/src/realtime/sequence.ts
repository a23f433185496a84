/**
 * Per-stream sequence numbers for server facts, so clients can drop deltas older than their snapshot.
 * In-process counters; every node starts above the wall clock so numbers keep increasing across restarts.
 */
export class StreamSequence {
  private readonly last = new Map<string, number>();

  next(stream: string): number {
    const floor = Date.now() * 1000;
    const value = Math.max((this.last.get(stream) ?? 0) + 1, floor);
    this.last.set(stream, value);
    return value;
  }
}
