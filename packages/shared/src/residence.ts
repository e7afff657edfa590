// The visitor's declared residence, kept in the browser (docs/requirements.md, public-site §3 "Stored residence").

export const RESIDENCE_STORAGE_KEY = "userResidence";
export const RESIDENCE_EVENT = "residenceDataUpdated";

export interface StoredResidence {
  country: string;
  city: string;
  /** ISO 8601 time of the choice. */
  timestamp: string;
}

/** Parses the stored value; anything malformed counts as no residence. */
export function parseResidence(raw: string | null): StoredResidence | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredResidence>;
    if (typeof value.country === "string" && value.country && typeof value.city === "string") {
      return { country: value.country, city: value.city, timestamp: String(value.timestamp ?? "") };
    }
  } catch {
    // fall through
  }
  return null;
}

/** Location of a visitor as /api/geo reports it; unknown parts are 'Unknown' / 'XX'. */
export interface VisitorLocation {
  country: string;
  countryCode: string;
  city: string;
  ip: string;
}

export const UNKNOWN_LOCATION: VisitorLocation = {
  country: "Unknown",
  countryCode: "XX",
  city: "Unknown",
  ip: "Unknown",
};
