import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Document, Spectral } from "@stoplight/spectral-core";
import * as Parsers from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";

// The two third-party linters an outside caller is likely to run on the served document, each
// with its default rules (Redocly's `recommended`, Spectral's `spectral:oas`).

export interface Finding {
  rule: string;
  severity: "error" | "warning";
  where: string;
  message: string;
}

/** Redocly's `recommended` rules on `doc`. */
export async function redoclyFindings(doc: object): Promise<Finding[]> {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: "/openapi.json",
    config,
  });
  return problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity === "error" ? "error" : "warning",
    where: p.location[0]?.pointer ?? "",
    message: p.message,
  }));
}

/** Spectral's `spectral:oas` rules on `doc`. */
export async function spectralFindings(doc: object): Promise<Finding[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, "recommended"]] });
  const results = await spectral.run(new Document(JSON.stringify(doc), Parsers.Json));
  return results
    .filter((r) => r.severity <= 1)
    .map((r) => ({
      rule: String(r.code),
      severity: r.severity === 0 ? "error" : "warning",
      where: `#/${r.path.join("/")}`,
      message: r.message,
    }));
}
