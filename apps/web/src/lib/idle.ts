import { useEffect, useState } from "react";

// Work that can wait until the page is shown and the browser has nothing more urgent: the code
// of a form's later steps, its dialogs, its checks. One piece at a time, each in an idle period
// of its own and awaited before the next (a module's evaluation is then a task of its own, not
// part of one long task of them all); two seconds at the latest for each, so that a busy page
// still gets them. Safari has no requestIdleCallback and gets a timeout.

type Job = () => unknown;

const LATEST_MS = 2000;
const queue: Job[] = [];
let running = false;

function onIdle(run: () => void) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: LATEST_MS });
  } else {
    window.setTimeout(run, 200);
  }
}

function pump() {
  if (running || queue.length === 0) return;
  running = true;
  onIdle(async () => {
    const job = queue.shift();
    try {
      await job?.();
    } catch {
      // A part that failed to load is asked for again when it is reached.
    } finally {
      running = false;
      pump();
    }
  });
}

/** Runs `work` (awaited if it returns a promise) when the browser is idle; returns a cancel. */
export function whenIdle(work: Job): () => void {
  queue.push(work);
  pump();
  return () => {
    const at = queue.indexOf(work);
    if (at >= 0) queue.splice(at, 1);
  };
}

/** Fetches each lazy part's code when idle, one after the other; returns a cancel. */
export function preloadWhenIdle(parts: readonly { preload: () => Promise<unknown> }[]) {
  const cancels = parts.map((part) => whenIdle(part.preload));
  return () => {
    for (const cancel of cancels) cancel();
  };
}

/** False on the server and in the first renders; true once the browser was idle after mount. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
