import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The public pages load Mantine's CSS one component at a time (src/styles/mantine-public.ts,
// and mantine-forms.ts on the form pages); only the staff console loads all of it. A component
// whose CSS is in neither renders unstyled on a public page, as step 5's plan cards did (no
// checked state, no radio dot): every Mantine component a public page uses must have its CSS
// in one of the two, or imported by the file that uses it.

const require = (path: string) => fileURLToPath(import.meta.resolve(path));
const STYLES = dirname(require("@mantine/core/styles/Radio.layer.css"));
const SRC = join(import.meta.dirname, "..", "src");

/** The components that have a CSS file of their own, by name ("RadioCard"). */
const styled = new Set(
  readdirSync(STYLES)
    .filter((f) => f.endsWith(".layer.css"))
    .map((f) => f.replace(".layer.css", "")),
);

/** The component CSS files a module imports ("RadioCard" for ".../RadioCard.layer.css"). */
const cssImportedBy = (source: string) =>
  new Set([...source.matchAll(/styles\/(\w+)\.layer\.css/g)].map((m) => m[1] ?? ""));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** The styled Mantine components a module renders: its imports and compounds (Radio.Card). */
function componentsOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  for (const match of source.matchAll(/<([A-Z]\w*)\.([A-Z]\w*)/g)) {
    names.add(`${match[1]}${match[2]}`);
  }
  return [...names].filter((name) => styled.has(name));
}

describe("Mantine CSS on the public pages", () => {
  const bundled = new Set([
    ...cssImportedBy(readFileSync(join(SRC, "styles", "mantine-public.ts"), "utf8")),
    ...cssImportedBy(readFileSync(join(SRC, "styles", "mantine-forms.ts"), "utf8")),
  ]);
  // The staff console and its sign-in load all of Mantine's CSS (mantine-all.ts).
  const publicFiles = filesUnder(SRC).filter(
    (file) => !/[\\/]features[\\/](admin|auth)[\\/]/.test(file),
  );

  it("finds the components it checks", () => {
    const stepPlan = readFileSync(join(SRC, "features", "applications", "step-plan.tsx"), "utf8");
    expect(componentsOf(stepPlan)).toEqual(
      expect.arrayContaining(["Radio", "RadioCard", "RadioIndicator", "Table"]),
    );
  });

  it("has the CSS of every component a public page renders", () => {
    const missing: string[] = [];
    for (const file of publicFiles) {
      const source = readFileSync(file, "utf8");
      const own = cssImportedBy(source);
      for (const name of componentsOf(source)) {
        if (!bundled.has(name) && !own.has(name)) missing.push(`${relative(SRC, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
