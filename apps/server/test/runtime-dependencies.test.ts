import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { init, parse } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";

// The production install is `npm ci --omit=dev`: the `dependencies` of the workspace packages.
// The server's build bundles the workspace packages and leaves every npm package external, so
// the bare imports of the built files are exactly the npm packages the server loads at run time.
// They must be `dependencies` of the server or of a workspace package it depends on (else the
// production install lacks them), and those `dependencies` must hold nothing else (else it
// carries packages no process loads: types, build tools, the reference page's bundle).

const server = join(import.meta.dirname, "..");
const root = join(server, "..", "..");

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;

/** The workspace packages by name (apps/*, packages/*). */
function workspaces(): Map<string, Manifest> {
  const found = new Map<string, Manifest>();
  for (const group of ["apps", "packages"]) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const dir = join(root, group, entry.name);
      if (entry.isDirectory() && existsSync(join(dir, "package.json"))) {
        const manifest = manifestOf(dir);
        found.set(manifest.name, manifest);
      }
    }
  }
  return found;
}

/** The npm packages in the `dependencies` of the server and its workspace packages, by owner. */
function declaredRuntimePackages(): Map<string, string> {
  const all = workspaces();
  const declared = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const manifest = all.get(name);
    if (!manifest || seen.has(name)) return;
    seen.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (all.has(dependency)) visit(dependency);
      else declared.set(dependency, name);
    }
  };
  visit(manifestOf(server).name);
  return declared;
}

const builtins = new Set(builtinModules);
/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; undefined for a builtin. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || builtins.has(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The packages the built files load: imports (static, or dynamic with a literal), and
 *  `createRequire(...)("name")` (a CommonJS package read at run time). */
function loadedPackages(dist: string): Map<string, string> {
  const loaded = new Map<string, string>();
  for (const file of readdirSync(dist).filter((name) => name.endsWith(".js"))) {
    const code = readFileSync(join(dist, file), "utf8");
    const [imports] = parse(code);
    const specifiers = imports.map((i) => i.n).filter((n): n is string => !!n);
    for (const [, name] of code.matchAll(/createRequire\([^)]*\)\(\s*["']([^"']+)["']\s*\)/g)) {
      if (name) specifiers.push(name);
    }
    for (const specifier of specifiers) {
      const name = packageOf(specifier);
      if (name && !specifier.startsWith(".")) loaded.set(name, file);
    }
  }
  return loaded;
}

describe("the server's runtime dependencies", () => {
  let loaded: Map<string, string>;
  beforeAll(async () => {
    // The build as `npm run build` makes it (a second or two): the check is of today's sources.
    execFileSync(process.execPath, ["build.mjs"], { cwd: server, stdio: "pipe" });
    await init;
    loaded = loadedPackages(join(server, "dist"));
  }, 60_000);

  it("declares every package the built server loads as a runtime dependency", () => {
    const declared = declaredRuntimePackages();
    const missing = [...loaded].filter(([name]) => !declared.has(name));
    expect(missing.map(([name, file]) => `${name} (loaded by dist/${file})`)).toEqual([]);
  });

  it("declares no runtime dependency the built server does not load", () => {
    const unused = [...declaredRuntimePackages()].filter(([name]) => !loaded.has(name));
    expect(unused.map(([name, owner]) => `${name} (a dependency of ${owner})`)).toEqual([]);
  });
});
