import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { type ServerType, serve } from "@hono/node-server";
import { applications, type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "../../../apps/server/test/forms";
import { removeTempDirs, testApp } from "../../../apps/server/test/helpers";
import { openRegistration, uniqueEmail } from "../../../apps/server/test/submission-forms";

// An outside caller, as the README's typed-client section describes one: a project of its own,
// outside this workspace, that generates its types from the running server (openapi-typescript
// with the file parts typed as Blob), type-checks its calls with tsc in strict mode, then
// applies with a PNG and two interests through openapi-fetch (API-13). No cast anywhere. The
// document is the same on every database, so the project is generated and type-checked once
// (tsc is most of this file's time), with one call per database's server.

const run = promisify(execFile);
const require = createRequire(import.meta.url);
/** A package's folder as this workspace has it installed (the caller would `npm i` it). */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The caller's generator: the README's snippet, with openapi-typescript's `transform`. */
const GENERATE = `import { writeFileSync } from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
const ast = await openapiTS(new URL(process.argv[2] + "/api/openapi.json"), {
  transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
});
writeFileSync("kairos.d.ts", astToString(ast));
`;

const application = (baseUrl: string, email: string) => `import createClient from "openapi-fetch";
import type { paths } from "./kairos.js";

const kairos = createClient<paths>({ baseUrl: ${JSON.stringify(baseUrl)} });
const png = Uint8Array.from(atob(${JSON.stringify(PNG.toString("base64"))}), (c) => c.charCodeAt(0));

// Each array as repeated parts, one per value (the document's encoding), a file as it is.
function asParts(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

const { data, error, response } = await kairos.POST("/api/trainings/apply", {
  body: {
    trainingCourse: "round-3",
    secondLanguage: "Arabic",
    fullName: "Outside Caller",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    email: ${JSON.stringify(email)},
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    interests: ["Looking to start a new career", "Passionate about helping others"],
    hearAbout: "facebook",
    paymentPlan: "full-payment",
    paymentScreenshot: new Blob([png], { type: "image/png" }),
  },
  bodySerializer: asParts,
});
console.log(JSON.stringify({ status: response.status, message: data?.message ?? error?.message }));
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    lib: ["es2022", "dom"],
    skipLibCheck: true,
    outDir: "out",
  },
};

const tsc = () => join(packageDir("typescript"), "bin", "tsc");

afterAll(removeTempDirs);

interface Target {
  name: string;
  database: Database;
  server: ServerType;
  baseUrl: string;
  email: string;
}

describe("an outside project's typed client", () => {
  const targets: Target[] = [];
  let project: string;
  /** tsc's report on the whole project: the calls and the refused variant. */
  let report: string;
  /** The refused variant: a file name where the proof's file goes. */
  let refused: string;

  beforeAll(async () => {
    for (const { name, open } of testDatabases()) {
      const database = await open();
      await seed(database.db, { demoSlots: false });
      await openRegistration(database);
      const app = testApp(database);
      let server!: ServerType;
      const info = await new Promise<AddressInfo>((listening) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, listening);
      });
      targets.push({
        name,
        database,
        server,
        baseUrl: `http://127.0.0.1:${info.port}`,
        email: uniqueEmail("outside"),
      });
    }
    project = mkdtempSync(join(tmpdir(), "kairos-caller-"));
    for (const { name, baseUrl, email } of targets) {
      writeFileSync(join(project, `apply-${name}.ts`), application(baseUrl, email));
    }
    const [first] = targets;
    if (!first) throw new Error("no test database");
    refused = application(first.baseUrl, uniqueEmail("outside")).replace(
      'new Blob([png], { type: "image/png" })',
      '"pay.png"',
    );
    mkdirSync(join(project, "node_modules"));
    for (const name of ["openapi-fetch", "openapi-typescript", "typescript"]) {
      symlinkSync(packageDir(name), join(project, "node_modules", name), "dir");
    }
    writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify(TSCONFIG));
    writeFileSync(join(project, "refused.ts"), refused);
    // The types from a running server's document.
    writeFileSync(join(project, "generate.mjs"), GENERATE);
    await run(process.execPath, ["generate.mjs", first.baseUrl], { cwd: project });
    // tsc exits 2 for the refused variant and emits the rest all the same.
    report = await run(process.execPath, [tsc(), "-p", "tsconfig.json"], { cwd: project }).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
  });
  afterAll(async () => {
    for (const { server, database } of targets.splice(0)) {
      await new Promise((closed) => server.close(closed));
      await database.close();
    }
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("type-checks strictly: the PNG passes as a Blob without a cast, a file name is refused", () => {
    // The one error is on the refused variant's proof line: a file name is no file.
    const line = refused.split("\n").findIndex((text) => text.includes("paymentScreenshot:")) + 1;
    const errors = report.split("\n").filter((text) => text.includes("error TS"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^refused\\.ts\\(${line},\\d+\\): error TS2322: Type 'string'`),
    );
  });

  it.each(testDatabases().map(({ name }) => ({ name })))(
    "applies with a PNG and two interests on $name",
    async ({ name }) => {
      const target = targets.find((t) => t.name === name);
      if (!target) throw new Error(`no server on ${name}`);
      const { stdout } = await run(process.execPath, [join("out", `apply-${name}.js`)], {
        cwd: project,
      });
      expect(JSON.parse(stdout)).toEqual({
        status: 201,
        message: "Application submitted successfully",
      });
      const stored = await target.database.db
        .select({ interests: applications.interests, proof: applications.paymentScreenshotId })
        .from(applications)
        .where(eq(applications.email, target.email));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.interests).toEqual([
        "Looking to start a new career",
        "Passionate about helping others",
      ]);
      expect(stored[0]?.proof).toEqual(expect.any(String));
    },
  );
});
