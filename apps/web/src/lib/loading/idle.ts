import { useEffect, useState } from "react";
import { engagedEarly } from "@/early/take-over";

// Work that can wait until the person starts on the page and the browser has nothing more
// urgent: the code of a form's later steps, its dialogs, its checks. Nothing runs before the
// person's first press, key or focus (a visitor who only reads spends no phone time on parts
// they may never reach: each part's evaluation is a task of 20-60 ms on a phone, decision 0004).
// Then one piece at a time, each in an idle period of its own and awaited before the next (a
// module's evaluation is then a task of its own, not part of one long task of them all); two
// seconds at the latest for each, so that a busy page still gets them. Safari has no
// requestIdleCallback and gets a timeout.

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

const ENGAGING = ["pointerdown", "keydown", "focusin"] as const;
let engaged: Promise<void> | undefined;

/**
 * Resolves at the person's first press, key or focus on the page, at once when it came before
 * this code ran (before-hydration.ts saw it).
 */
export function whenEngaged(): Promise<void> {
  engaged ??= new Promise((resolve) => {
    if (engagedEarly()) {
      resolve();
      return;
    }
    const done = () => {
      for (const type of ENGAGING) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ENGAGING) window.addEventListener(type, done, true);
  });
  return engaged;
}

function pump() {
  if (running || queue.length === 0) return;
  running = true;
  void whenEngaged().then(() =>
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
    }),
  );
}

/**
 * Runs `work` (awaited if it returns a promise) when the browser is idle after the person's
 * first press, key or focus; returns a cancel.
 */
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

/** False on the server and in the first renders; true once `whenIdle` ran after mount. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
