import { type ApiDeps, locateVisitor } from "@kairos/api";
import { Hono } from "hono";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { location } from "./answers/public";

export interface GeoOptions {
  /** Request headers a trusted proxy fills in (e.g. cf-ipcountry, cf-ipcity). */
  countryHeader: string | undefined;
  cityHeader: string | undefined;
}

/** `GET /api/geo`: {country, countryCode, city, ip} of the caller; 'Unknown' / 'XX' if unknown. */
export function geoRoutes(_deps: ApiDeps, options: GeoOptions) {
  return new Hono<{ Variables: SessionVariables }>().get(
    "/",
    describe({
      tag: "Visitors",
      summary: "The caller's country and city",
      description: "`Unknown` and `XX` where they cannot be told.",
      data: location,
    }),
    async (c) => {
      const location = await locateVisitor(c.get("auth").ip, {
        countryCode: options.countryHeader ? c.req.header(options.countryHeader) : undefined,
        city: options.cityHeader ? c.req.header(options.cityHeader) : undefined,
      });
      c.header("Cache-Control", "private, no-store");
      return ok(c, location);
    },
  );
}
