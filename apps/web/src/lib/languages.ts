import { useQuery } from "@tanstack/react-query";

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

export function useLanguages(): string[] {
  const { data } = useQuery({
    queryKey: ["static", "languages"],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      try {
        const res = await fetch("/assets/lang.json");
        if (!res.ok) throw new Error(`lang.json answered ${res.status}`);
        return languagesOf((await res.json()) as Record<string, unknown>);
      } catch (error) {
        console.error("Failed to load the language list", error);
        return [];
      }
    },
  });
  return data ?? [];
}
