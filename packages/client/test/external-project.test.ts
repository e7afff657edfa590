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
// with the file parts typed as Blob), type-checks its call with tsc in strict mode, then
// applies with a PNG and two interests through openapi-fetch (API-13). No cast anywhere.

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
  files: ["apply.ts"],
};

const tsc = () => join(packageDir("typescript"), "bin", "tsc");
/** Each test runs tsc and node as a caller would: tens of seconds on a busy machine. */
const SLOW = { timeout: 120_000 };

afterAll(removeTempDirs);

describe.each(testDatabases())("an outside project's typed client on $name", ({ open }) => {
  let database: Database;
  let server: ServerType;
  let baseUrl: string;
  let project: string;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database);
    const app = testApp(database);
    const info = await new Promise<AddressInfo>((listening) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, listening);
    });
    baseUrl = `http://127.0.0.1:${info.port}`;
    project = mkdtempSync(join(tmpdir(), "kairos-caller-"));
    mkdirSync(join(project, "node_modules"));
    for (const name of ["openapi-fetch", "openapi-typescript", "typescript"]) {
      symlinkSync(packageDir(name), join(project, "node_modules", name), "dir");
    }
    writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify(TSCONFIG));
    // The types from the running server's document.
    writeFileSync(join(project, "generate.mjs"), GENERATE);
    await run(process.execPath, ["generate.mjs", baseUrl], { cwd: project });
  });
  afterAll(async () => {
    if (server) await new Promise((closed) => server.close(closed));
    await database?.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it(
    "generates its types from the server, type-checks strictly and applies with a PNG",
    SLOW,
    async () => {
      const email = uniqueEmail("outside");
      writeFileSync(join(project, "apply.ts"), application(baseUrl, email));

      // tsc fails (and rejects) on any type error: the Blob passes without a cast.
      await run(process.execPath, [tsc(), "-p", "tsconfig.json"], { cwd: project });

      const { stdout } = await run(process.execPath, [join("out", "apply.js")], { cwd: project });
      expect(JSON.parse(stdout)).toEqual({
        status: 201,
        message: "Application submitted successfully",
      });
      const stored = await database.db
        .select({ interests: applications.interests, proof: applications.paymentScreenshotId })
        .from(applications)
        .where(eq(applications.email, email));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.interests).toEqual([
        "Looking to start a new career",
        "Passionate about helping others",
      ]);
      expect(stored[0]?.proof).toEqual(expect.any(String));
    },
  );

  it("is refused by tsc where the proof is not a file", SLOW, async () => {
    const source = application(baseUrl, uniqueEmail("outside")).replace(
      'new Blob([png], { type: "image/png" })',
      '"pay.png"',
    );
    writeFileSync(join(project, "apply.ts"), source);
    const failed = await run(process.execPath, [tsc(), "-p", "tsconfig.json"], {
      cwd: project,
    }).catch((error: { stdout: string }) => error.stdout);
    // The one error is on the proof's line: a file name is no file.
    const line = source.split("\n").findIndex((text) => text.includes("paymentScreenshot:")) + 1;
    expect(failed).toMatch(
      new RegExp(`^apply\\.ts\\(${line},\\d+\\): error TS2322: Type 'string'`),
    );
  });
});
