import { useClientValue } from "../data/client-value";

/**
 * The offered languages: every language of every group in /assets/lang.json plus English,
 * de-duplicated and sorted (docs/requirements.md, public-site §3 "Language data"). A failed load is logged and
 * gives an empty list.
 */
export function languagesOf(groups: Record<string, unknown>): string[] {
  const names = new Set<string>(["English"]);
  for (const list of Object.values(groups)) {
    if (Array.isArray(list)) for (const name of list) if (typeof name === "string") names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, "en"));
}

// One request per page load, shared by every field that asks; a plain store rather than
// TanStack Query, which the application's first step does not load.
const NONE: string[] = [];
let languages = NONE;
let requested = false;
const listeners = new Set<() => void>();

function loadLanguages() {
  if (requested) return;
  requested = true;
  void fetch("/assets/lang.json")
    .then(async (res) => {
      if (!res.ok) throw new Error(`lang.json answered ${res.status}`);
      return languagesOf((await res.json()) as Record<string, unknown>);
    })
    .catch((error: unknown) => {
      console.error("Failed to load the language list", error);
      return [];
    })
    .then((list) => {
      languages = list;
      for (const listener of listeners) listener();
    });
}

const readLanguages = () => languages;

function subscribe(listener: () => void) {
  listeners.add(listener);
  loadLanguages();
  return () => listeners.delete(listener);
}

/** The offered languages; empty while they load (and on the server). */
export function useLanguages(): string[] {
  return useClientValue(subscribe, readLanguages, NONE);
}
