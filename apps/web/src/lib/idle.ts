import { useEffect, useState } from "react";

// Work that can wait until the page is shown and the browser has nothing more urgent: the code
// of a form's later steps, its dialogs, its checks. Two seconds at the latest, so that a busy
// page still gets it; Safari has no requestIdleCallback and gets a timeout.

const LATEST_MS = 2000;

/** Runs `work` once the browser is idle; the returned function cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: LATEST_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/** False on the server and in the first renders; true once the browser was idle after mount. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
