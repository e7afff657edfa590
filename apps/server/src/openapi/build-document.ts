import { join } from "node:path";
import type { ApiDeps } from "@kairos/api";
import { DEFAULT_PUBLIC_CONFIG } from "@kairos/shared";
import type { OpenAPIV3_1 } from "openapi-types";
import { createApp } from "../app";
import { DIRECT } from "../http/client-address";
import { deployedDocument, openApiDocument } from "./document";

/**
 * What createApp reads of its deps while it builds the routes: the logger's level and the
 * database handle, which route factories keep for their handlers. No handler runs while the
 * document is built, so nothing else is needed and nothing is connected.
 */
const listingDeps = {
  logger: { info() {}, warn() {}, error() {}, enabled: () => false },
  database: { db: {} },
} as unknown as ApiDeps;

/**
 * The OpenAPI document of the REST API as the code describes it, without a database or a
 * network: what `npm run openapi` writes to packages/client (and its drift test compares).
 */
export async function restDocument(): Promise<OpenAPIV3_1.Document> {
  const app = createApp({
    deps: listingDeps,
    env: {
      https: true,
      // No web build here: the pages' routes are not part of the REST document anyway.
      webDist: join(import.meta.dirname, "no-web-build"),
      publicConfig: DEFAULT_PUBLIC_CONFIG,
      publicUrl: "https://kairos.example",
      clientAddress: DIRECT,
      geoCountryHeader: undefined,
      geoCityHeader: undefined,
      metricsToken: undefined,
    },
  });
  return deployedDocument(await openApiDocument(app), DEFAULT_PUBLIC_CONFIG);
}
