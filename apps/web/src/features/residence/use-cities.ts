import { useQuery } from "@tanstack/react-query";

// The cities of one country: /assets/cities/<ISO>.json, written at build time by
// scripts/generate-data.mjs (the per-country slice of /assets/cr.json), so that the dialog
// never downloads every city of the world to show one country's list.

const EMPTY: readonly string[] = [];

async function fetchCities(code: string): Promise<string[]> {
  try {
    const res = await fetch(`/assets/cities/${encodeURIComponent(code)}.json`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error("not a list of cities");
    return body.filter((city): city is string => typeof city === "string");
  } catch (error) {
    // docs/requirements.md, public-site §8: a failed load is only logged; the city list stays empty.
    console.error(`Failed to load the cities of ${code}`, error);
    throw error;
  }
}

export interface CitiesState {
  cities: readonly string[];
  loading: boolean;
}

/** The city names of the country `code` (none while no country is chosen or on failure). */
export function useCities(code: string | null): CitiesState {
  const query = useQuery({
    queryKey: ["residence-cities", code],
    queryFn: () => fetchCities(code ?? ""),
    enabled: code !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { cities: query.data ?? EMPTY, loading: code !== null && query.isPending };
}
