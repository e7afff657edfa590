/** setTimeout's longest delay (about 24.8 days); a later due time is re-armed on waking. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * A process's queue of due times: one timer, to the earliest, re-armed after each wake-up.
 * `onDue` runs when at least one entry is due; it must claim its work in the database (the
 * queue only says when to look), so that a process without the entry, or a second process
 * woken at the same time, never does the same work twice. The timer is unref'd: it never keeps
 * the process alive on its own.
 */
export class DueTimer {
  private readonly due = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private armedFor = Number.POSITIVE_INFINITY;
  private stopped = false;

  constructor(private readonly onDue: () => void) {}

  /** `key` falls due at `at` (a later call for the same key replaces its time). */
  add(key: string, at: Date) {
    if (this.stopped) return;
    this.due.set(key, at.getTime());
    this.arm();
  }

  /** No more wake-ups: the process is stopping. */
  stop() {
    this.stopped = true;
    this.due.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm() {
    let next = Number.POSITIVE_INFINITY;
    for (const at of this.due.values()) next = Math.min(next, at);
    if (next === Number.POSITIVE_INFINITY || (this.timer && this.armedFor <= next)) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedFor = next;
    const delay = Math.min(Math.max(next - Date.now(), 0), MAX_DELAY_MS);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private wake() {
    this.timer = null;
    this.armedFor = Number.POSITIVE_INFINITY;
    const now = Date.now();
    let any = false;
    for (const [key, at] of this.due) {
      if (at > now) continue;
      this.due.delete(key);
      any = true;
    }
    if (any && !this.stopped) this.onDue();
    this.arm();
  }
}
