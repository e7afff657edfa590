import {
  parseResidence,
  RESIDENCE_EVENT,
  RESIDENCE_STORAGE_KEY,
  type StoredResidence,
  UNKNOWN_LOCATION,
  type VisitorLocation,
} from "@kairos/shared";
import { useEffect, useMemo, useState } from "react";
import { useClientValue } from "@/lib/data/client-value";
import { readStored, writeStored } from "@/lib/data/local-store";

// The stored residence (localStorage userResidence) and the detected location (/api/geo).

function subscribe(onChange: () => void) {
  // Same tab: the residenceDataUpdated event; other tabs: the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RESIDENCE_STORAGE_KEY) onChange();
  };
  window.addEventListener(RESIDENCE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(RESIDENCE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const readRaw = () => readStored(RESIDENCE_STORAGE_KEY);

/** The stored residence, following changes in this tab and in others. */
export function useStoredResidence(): StoredResidence | null {
  const raw = useClientValue(subscribe, readRaw, null);
  return useMemo(() => parseResidence(raw), [raw]);
}

/** Stores the residence with a timestamp and tells every listener in this tab. */
export function storeResidence(country: string, city: string): void {
  const value: StoredResidence = { country, city, timestamp: new Date().toISOString() };
  writeStored(RESIDENCE_STORAGE_KEY, value);
  window.dispatchEvent(new CustomEvent(RESIDENCE_EVENT, { detail: value }));
}

export interface LocationState {
  loading: boolean;
  location: VisitorLocation;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** The location part of a /api/geo answer; missing values are 'Unknown', the code 'XX'. */
function toLocation(data: Partial<Record<keyof VisitorLocation, unknown>> | undefined) {
  return {
    country: text(data?.country) ?? UNKNOWN_LOCATION.country,
    countryCode: text(data?.countryCode)?.toUpperCase() ?? UNKNOWN_LOCATION.countryCode,
    city: text(data?.city) ?? UNKNOWN_LOCATION.city,
    ip: text(data?.ip) ?? UNKNOWN_LOCATION.ip,
  };
}

// One request per page load, shared by every component that asks (the residence prompt, the
// prices, the residence slot). A failed lookup is forgotten, so a later mount tries again.
let request: Promise<VisitorLocation | null> | null = null;
let located: VisitorLocation | null = null;
const onLocated = new Set<() => void>();

function locate(): Promise<VisitorLocation | null> {
  request ??= fetch("/api/geo", { headers: { Accept: "application/json" } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`All location services failed (HTTP ${res.status})`);
      const body = (await res.json()) as { data?: Partial<Record<keyof VisitorLocation, unknown>> };
      located = toLocation(body.data);
      for (const listener of onLocated) listener();
      return located;
    })
    .catch((error: unknown) => {
      console.error("Failed to fetch location", error);
      request = null;
      return null;
    });
  return request;
}

const readLocated = () => located;

function subscribeLocated(listener: () => void) {
  onLocated.add(listener);
  return () => onLocated.delete(listener);
}

/**
 * The visitor's location from /api/geo, asked once per page load (and not at all while
 * `enabled` is false, e.g. when a stored residence already decides). Loading ends in every
 * case; failures are only logged and give the 'Unknown' / 'XX' location. A component that
 * hydrates server HTML after the answer came (the prices below the landing page's hero)
 * first renders it as the server did, without a location, then with it.
 */
export function useVisitorLocation({ enabled = true }: { enabled?: boolean } = {}): LocationState {
  const location = useClientValue(subscribeLocated, readLocated, null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || location) return;
    let active = true;
    void locate().then((result) => {
      if (active && !result) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [enabled, location]);
  return {
    loading: enabled && !location && !failed,
    location: location ?? UNKNOWN_LOCATION,
  };
}
