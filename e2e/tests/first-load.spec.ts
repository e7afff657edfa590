import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

// What every first visit downloads (README "First load"): the entry chunk is in every page, so
// a schema library imported by any route's file (they are all in the entry) costs every
// visitor about 27 kB. The forms and the console load zod with their own code; the entry never.

type Assets = { entry: { js: Set<string> } };
const dist = join(import.meta.dirname, "../../apps/web/dist");

test("the first load of the public pages carries no schema library", {
  tag: "@desktop",
}, async () => {
  const { routeAssets } = (await import("../../apps/web/scripts/route-assets.mjs" as string)) as {
    routeAssets: (manifest: unknown, path: string) => Assets;
  };
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  for (const path of ["/", "/medical-training", "/register"]) {
    const { entry } = routeAssets(manifest, path);
    const withZod = [...entry.js].filter((file) =>
      readFileSync(join(dist, file), "utf8").includes("ZodError"),
    );
    expect(withZod, path).toEqual([]);
  }
});
