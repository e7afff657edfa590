import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

// Values only the browser knows (local storage, its time zone, an answer fetched once per
// page) that a prerendered page must first render as the server did. useSyncExternalStore
// does that, but renders every change, the first one after hydration included, synchronously:
// on a phone the form around it re-rendered in one task of 150-350 ms (decision 0004's profile).
// Here the change renders in a transition, which React renders in slices between the
// browser's own work.

// From the start of a prerendered page's hydration until its first commit (main.tsx).
let pageHydrating = false;
export const beginHydration = () => {
  pageHydrating = true;
};
export const endHydration = () => {
  pageHydrating = false;
};

const noSubscription = () => () => {};
const readPageHydrating = () => pageHydrating;
const fromServer = () => true;

/**
 * `read()`'s value, re-read whenever `subscribe` reports a change (both stable, module-level
 * functions). A component that hydrates server HTML renders `serverValue` first: React hands
 * it the server snapshot (`fromServer`) while it hydrates, also when a lazy boundary hydrates
 * after the page's first commit.
 */
export function useClientValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const hydrating = useSyncExternalStore(noSubscription, readPageHydrating, fromServer);
  const [value, setValue] = useState(() => (hydrating ? serverValue : read()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}

/** A value that never changes once in the browser (its time zone, say). */
export const useBrowserValue = <T>(read: () => T, serverValue: T): T =>
  useClientValue(noSubscription, read, serverValue);
