import { testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, defaultSiteSettings } from "@kairos/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, pageConfigOf, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { withSeededDatabase } from "./submission-forms";

// The privacy notice (decision 0032): staff write it in Settings, the server refuses links to
// anything but web, e-mail and the site's pages, and every page carries what was saved (the
// /privacy page renders it; blank means the default notice).

const ADMIN = { email: "privacy-admin@example.com", password: "correct-horse-1" };

describe.each(testDatabases())("the privacy notice in Settings on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let app: App;
  let admin: Record<string, string>;
  const defaults = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG, "staff@kairos.example");

  beforeAll(async () => {
    app = testApp(suite.database);
    admin = await staffSession(suite.database, app, { ...ADMIN, role: "admin" });
  });

  it("serves /privacy as a page of the site, with the default notice until one is saved", async () => {
    const res = await app.request("/privacy");
    expect(res.status).toBe(200);
    const config = await pageConfigOf(app, "/privacy");
    expect(config.privacyNotice).toBeUndefined();
    expect(config.businessName).toBeUndefined();
  });

  it("refuses a notice linking to a script with 400 and the field's message", async () => {
    const res = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        { ...defaults, privacyNotice: "Read [this](javascript:alert(document.cookie))" },
        admin,
      ),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.privacyNotice).toMatch(
      /^Links in the privacy notice must start with https:\/\/, http:\/\/, mailto: or \/; not: javascript:/,
    );
    expect((await pageConfigOf(app, "/privacy")).privacyNotice).toBeUndefined();
  });

  it("saves the business and the notice, and every page carries them", async () => {
    const notice = "## Who we are\n\nExample Training LLC. [Write to us](mailto:dpo@example.com).";
    const res = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        {
          ...defaults,
          businessName: " Example Training LLC ",
          businessAddress: "1 Example Street, Cairo",
          privacyNotice: notice,
        },
        admin,
      ),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { data: { settings: Record<string, unknown> } };
    expect(saved.data.settings).toMatchObject({
      businessName: "Example Training LLC",
      businessAddress: "1 Example Street, Cairo",
      privacyNotice: notice,
    });
    for (const path of ["/privacy", "/contact-us"]) {
      expect(await pageConfigOf(app, path)).toMatchObject({
        businessName: "Example Training LLC",
        businessAddress: "1 Example Street, Cairo",
        privacyNotice: notice,
      });
    }
  });

  it("goes back to the default notice when the text is emptied", async () => {
    const res = await app.request(
      "/api/settings",
      jsonRequest("PUT", { ...defaults, privacyNotice: "  " }, admin),
    );
    expect(res.status).toBe(200);
    expect((await pageConfigOf(app, "/privacy")).privacyNotice).toBeUndefined();
  });
});
