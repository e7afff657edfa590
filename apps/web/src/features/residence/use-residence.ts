import {
  parseResidence,
  RESIDENCE_EVENT,
  RESIDENCE_STORAGE_KEY,
  type StoredResidence,
  UNKNOWN_LOCATION,
  type VisitorLocation,
} from "@kairos/shared";
import { useEffect, useState, useSyncExternalStore } from "react";

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

const readRaw = () => {
  try {
    return window.localStorage.getItem(RESIDENCE_STORAGE_KEY);
  } catch {
    return null; // storage blocked
  }
};

/** The stored residence, following changes in this tab and in others. */
export function useStoredResidence(): StoredResidence | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseResidence(raw);
}

/** Stores the residence with a timestamp and tells every listener in this tab. */
export function storeResidence(country: string, city: string): void {
  const value: StoredResidence = { country, city, timestamp: new Date().toISOString() };
  try {
    window.localStorage.setItem(RESIDENCE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  window.dispatchEvent(new CustomEvent(RESIDENCE_EVENT, { detail: value }));
}

export interface LocationState {
  loading: boolean;
  location: VisitorLocation;
}

/** Asks /api/geo once per mount; loading ends in every case; failures are only logged. */
export function useVisitorLocation(): LocationState {
  const [state, setState] = useState<LocationState>({ loading: true, location: UNKNOWN_LOCATION });
  useEffect(() => {
    let active = true;
    fetch("/api/geo", { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`All location services failed (${res.status})`);
        const body = (await res.json()) as { data?: Partial<VisitorLocation> };
        return { ...UNKNOWN_LOCATION, ...body.data };
      })
      .catch((error: unknown) => {
        console.error("Failed to fetch location", error);
        return UNKNOWN_LOCATION;
      })
      .then((location) => {
        if (active) setState({ loading: false, location });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
