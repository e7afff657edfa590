import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The repo's compose.yaml (docs/decisions/0024-container-image.md) as a container engine reads
// it: valid against the Compose Specification's schema (compose-spec.json, vendored from
// github.com/compose-spec/compose-spec, schema/compose-spec.json at 170098b, Apache-2.0) once
// .env's values are in, and the production shape an operator relies on.

const root = join(import.meta.dirname, "..", "..", "..");
const schema = JSON.parse(readFileSync(join(import.meta.dirname, "compose-spec.json"), "utf8"));

/** What an operator's .env gives compose for `${NAME}`, `${NAME:-default}`, `${NAME:?error}`. */
const DOT_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: "postgres0secret",
  S3_ACCESS_KEY_ID: "kairosaccesskey",
  S3_SECRET_ACCESS_KEY: "kairos0s3secret",
};

/** Compose's interpolation: `$$` is a dollar sign; an unset name takes its default or is refused. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (_whole, name: string | undefined, operator: string | undefined, word: string | undefined) => {
      if (!name) return "$";
      const value = env[name];
      if (value) return value;
      if (operator?.endsWith("?")) throw new Error(`${name}: ${word}`);
      return operator ? (word ?? "") : "";
    },
  );
}

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const readCompose = (env: Record<string, string>) =>
  parse(interpolate(readFileSync(join(root, "compose.yaml"), "utf8"), env), {
    merge: true,
  }) as ComposeFile;

describe("compose.yaml", () => {
  const compose = readCompose(DOT_ENV);

  it("is a valid Compose file", () => {
    // The schema names draft-07 by an address Ajv does not know; it is draft-07 all the same.
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    const validate = ajv.compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("refuses to start without the passwords and keys .env must set", () => {
    for (const name of Object.keys(DOT_ENV)) {
      const { [name]: _left, ...rest } = DOT_ENV;
      expect(() => readCompose(rest)).toThrow(`${name}: set ${name} in .env`);
    }
  });

  it("runs the app from the Containerfile's image: the migration step, then the server", () => {
    const { app, migrate } = compose.services;
    for (const service of [app, migrate]) {
      expect(service?.build).toEqual({ context: ".", dockerfile: "Containerfile" });
      expect(service?.environment).toMatchObject({ DATA_DIR: "/data", STORAGE: "s3" });
      expect(service?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    }
    expect(migrate?.command).toEqual(["node", "apps/server/dist/migrate.js"]);
    expect(app?.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
    expect(app?.environment).toMatchObject({ MIGRATE: "off", WEB_CONCURRENCY: "2" });
    expect(app?.ports).toEqual(["3000:3000"]);
  });

  it("checks the health of the app, PostgreSQL and the S3 store", () => {
    const { app, postgres, seaweedfs } = compose.services;
    expect(app?.healthcheck?.test?.join(" ")).toContain("/api/health/live");
    expect(postgres?.healthcheck?.test).toContain("pg_isready");
    expect(seaweedfs?.healthcheck?.test?.join(" ")).toContain(":8333/healthz");
    expect(postgres?.image).toMatch(/postgres:(1[5-9]|[2-9]\d)$/);
  });

  it("keeps every service's data in a named volume", () => {
    const mounted = Object.values(compose.services).flatMap((service) =>
      (service.volumes ?? []).map((volume) => volume.split(":")[0]),
    );
    expect([...new Set(mounted)].sort()).toEqual(Object.keys(compose.volumes).sort());
    expect(Object.keys(compose.volumes).sort()).toEqual(["app-data", "postgres", "seaweedfs"]);
  });
});
