import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseEnv } from "node:util";
import { publicConfigFromEnv } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, loadEnv } from "../src/env";
import { tempDir } from "./helpers";

// The files an operator starts from: .env.example, the root scripts that read .env, and the
// browser check that opens `npm test`.

const repoRoot = join(import.meta.dirname, "..", "..", "..");

/** Every variable the server reads: env.ts's schema, and the public contacts read beside it. */
function variablesRead(): string[] {
  const read = new Set<string>(ENV_NAMES);
  const recorder = new Proxy({} as Record<string, string | undefined>, {
    get(_, name) {
      if (typeof name === "string") read.add(name);
      return undefined;
    },
  });
  publicConfigFromEnv(recorder);
  return [...read].sort();
}

describe(".env.example", () => {
  const example = parseEnv(readFileSync(join(repoRoot, ".env.example"), "utf8"));

  it("lists every variable the server reads, and nothing else", () => {
    expect(Object.keys(example).sort()).toEqual(variablesRead());
  });

  it("holds the defaults: copied to .env as it is, it changes nothing", () => {
    expect(loadEnv(example)).toEqual(loadEnv({}));
  });

  it("is read by the root scripts that run the server or its commands", () => {
    const { scripts } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["serve", "db:migrate"]) {
      expect(scripts[name], name).toContain("--env-file-if-exists=.env");
    }
    expect(scripts.start).toContain("npm run serve");
    const server = JSON.parse(
      readFileSync(join(repoRoot, "apps", "server", "package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    expect(server.scripts.staff).toContain("--env-file-if-exists=../../.env");
  });
});

describe("the browser check that starts npm test", () => {
  const check = (env: Record<string, string>) =>
    spawnSync(process.execPath, [join(repoRoot, "scripts", "check-browser.mjs")], {
      // Nothing of this machine's own browsers: no PATH but the test's, no Playwright downloads.
      env: { PATH: tempDir("no-browser-path"), PLAYWRIGHT_BROWSERS_PATH: tempDir("pw"), ...env },
      encoding: "utf8",
    });
  const fakeBrowser = (dir: string, name: string) => {
    const path = join(dir, name);
    writeFileSync(path, "#!/bin/sh\n");
    chmodSync(path, 0o755);
    return path;
  };

  it("fails at once without a browser, saying how to get one", () => {
    const result = check({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No Chromium for the browser tests");
    expect(result.stderr).toContain("npx playwright install chromium");
    expect(result.stderr).toContain("apt-get install chromium-headless-shell");
    expect(result.stderr).toContain("PLAYWRIGHT_CHROMIUM_EXECUTABLE");
  });

  it("fails when PLAYWRIGHT_CHROMIUM_EXECUTABLE names no executable", () => {
    const result = check({ PLAYWRIGHT_CHROMIUM_EXECUTABLE: "/nowhere/chrome" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PLAYWRIGHT_CHROMIUM_EXECUTABLE=/nowhere/chrome is not");
  });

  it("passes with the chosen browser, Debian's on PATH, or Playwright's download", () => {
    const chosen = fakeBrowser(tempDir("chosen"), "chrome");
    expect(check({ PLAYWRIGHT_CHROMIUM_EXECUTABLE: chosen }).stdout).toContain(chosen);

    const bin = tempDir("bin");
    const debian = fakeBrowser(bin, "chromium-headless-shell");
    const onPath = check({ PATH: bin });
    expect(onPath.status).toBe(0);
    expect(onPath.stdout).toContain(debian);

    const browsers = tempDir("pw-browsers");
    const require = createRequire(join(repoRoot, "e2e", "package.json"));
    const core = dirname(require.resolve("playwright-core/package.json"));
    const { browsers: list } = JSON.parse(readFileSync(join(core, "browsers.json"), "utf8")) as {
      browsers: { name: string; revision: string }[];
    };
    const shell = list.find((b) => b.name === "chromium-headless-shell");
    const installed = join(browsers, `chromium_headless_shell-${shell?.revision}`);
    mkdirSync(installed);
    writeFileSync(join(installed, "INSTALLATION_COMPLETE"), "");
    const downloaded = check({ PLAYWRIGHT_BROWSERS_PATH: browsers });
    expect(downloaded.status).toBe(0);
    expect(downloaded.stdout).toContain("Playwright's own headless shell");
  });
});
