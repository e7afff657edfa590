import { createRequire } from "node:module";
import { UNKNOWN_LOCATION, type VisitorLocation } from "@kairos/shared";

// The visitor's approximate location, worked out on our server so that no third-party key
// ships to the browser (requirements INC-04): trusted proxy headers when configured, else
// the offline country database of the geoip-country package.

export interface GeoHeaders {
  countryCode?: string | undefined;
  city?: string | undefined;
}

type Lookup = (ip: string) => { country?: string } | null;
let lookup: Lookup | undefined;

/** Loads the database on first use (a few MB), not at start. The package ships no types. */
function ipLookup(): Lookup {
  if (!lookup) {
    const geoip = createRequire(import.meta.url)("geoip-country") as { lookup: Lookup };
    lookup = (ip) => geoip.lookup(ip);
  }
  return lookup;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? UNKNOWN_LOCATION.country;
  } catch {
    return UNKNOWN_LOCATION.country;
  }
}

export async function locateVisitor(
  ip: string,
  headers: GeoHeaders = {},
): Promise<VisitorLocation> {
  let code = headers.countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === "XX") {
    code = ip && ip !== "unknown" ? ipLookup()(ip.replace(/^::ffff:/, ""))?.country : undefined;
  }
  const valid = code && /^[A-Z]{2}$/.test(code) ? code : undefined;
  return {
    country: valid ? countryName(valid) : UNKNOWN_LOCATION.country,
    countryCode: valid ?? UNKNOWN_LOCATION.countryCode,
    city: headers.city?.trim() || UNKNOWN_LOCATION.city,
    ip: ip && ip !== "unknown" ? ip : UNKNOWN_LOCATION.ip,
  };
}
