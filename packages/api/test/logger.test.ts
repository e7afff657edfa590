import { describe, expect, it } from "vitest";
import { createLogger, describeError, withRequestId } from "../src/platform/logger";

// No log line carries personal data: no e-mail address, recipient, subject, name, phone,
// applicant link or credential, whatever a caller, a field or an error puts in.
const TOKEN = `${"a".repeat(32)}.${"b7".repeat(16)}`;

const capture = (level: "debug" | "info" = "info") => {
  const lines: { line: string; level: string }[] = [];
  const logger = createLogger(level, (line, lvl) => lines.push({ line, level: lvl }));
  const text = () => lines.map((l) => l.line).join("\n");
  const parsed = (i: number) => JSON.parse(lines[i]?.line ?? "{}");
  return { logger, lines, text, parsed };
};

describe("the logger", () => {
  it("writes no e-mail address, from its fields or an error's text", () => {
    const { logger, text, parsed } = capture();
    logger.info("mail sent", { to: "Ann Lee <ann.lee@example.org>", messageId: "<id@kairos>" });
    logger.error(
      "mail failed",
      describeError(new Error("550 5.1.1 <nobody@mail.example.com>: Recipient address rejected")),
    );
    logger.warn("contact from ann.lee@example.org refused");
    expect(text()).not.toMatch(/ann\.lee@|nobody@/);
    expect(parsed(0)).toMatchObject({ msg: "mail sent", to: "[redacted]" });
    expect(parsed(1).error).toBe("550 5.1.1 <[e-mail address]>: Recipient address rejected");
    expect(parsed(2).msg).toBe("contact from [e-mail address] refused");
  });

  it("keeps a failed query's text but not its values, in the message, stack or cause", () => {
    const { logger, text, parsed } = capture();
    const failed = new Error(
      'Failed query: insert into "contact_messages" ("name", "message") values ($1, $2)\nparams: Ann Lee,Call me on\n+20 100 555 0199',
      { cause: new Error("Failed query: select 1\nparams: Ann Lee") },
    );
    logger.error("unhandled error", describeError(failed));
    expect(text()).not.toMatch(/Ann Lee|555 0199/);
    expect(parsed(0).error).toBe(
      'Failed query: insert into "contact_messages" ("name", "message") values ($1, $2)\nparams: [redacted]',
    );
    expect(parsed(0).stack).toMatch(/params: \[redacted\]\n {4}at /);
    expect(parsed(0).cause).toBe("Failed query: select 1\nparams: [redacted]");
  });

  it("carries neither the recipient nor the subject of a mail", () => {
    const { logger, text, parsed } = capture();
    logger.info("mail sent", {
      to: "someone@example.org",
      subject: "Your Kairos application, Ann Lee",
      messageId: "<1@kairos>",
    });
    expect(text()).not.toMatch(/someone|Ann Lee/);
    expect(parsed(0)).toMatchObject({
      to: "[redacted]",
      subject: "[redacted]",
      messageId: "<1@kairos>",
    });
  });

  it("redacts an applicant's token in a path, a URL, a tRPC input or a message, whatever its form", () => {
    const { logger, text, parsed } = capture();
    logger.info("request", { path: `/api/application/%20${TOKEN}%20/reschedule?x=1` });
    logger.info("request", { path: `/application/${TOKEN}/` });
    logger.warn("trpc failed", { input: `{"0":{"json":{"token":" ${TOKEN} "}}}` });
    logger.error(`no link ${TOKEN} here`);
    logger.error("invitation", { url: `https://kairos.example/admin/invitation/${TOKEN}` });
    expect(text()).not.toContain("a".repeat(32));
    expect(text()).not.toContain("b7b7b7");
    expect(parsed(0).path).toBe("/api/application/<token>");
    expect(parsed(1).path).toBe("/application/<token>");
    expect(parsed(3).msg).toBe("no link [token] here");
    expect(parsed(4).url).toBe("https://kairos.example/admin/invitation/<token>");
  });

  it("redacts named personal fields and credentials wherever they sit", () => {
    const { logger, text, parsed } = capture();
    logger.info("fields", {
      email: "x1",
      name: "Ann Lee",
      phone: "+20 100 000 0000",
      token: "t0k3n",
      input: { applicant: { name: "Bob Ray", phone: "0100", email: "x2" } },
      headers: { authorization: "Bearer kairos_secret", cookie: "kairos_session=abc" },
      list: [{ to: "x3", subject: "Hello Ann" }],
      keep: "this",
    });
    const line = parsed(0);
    expect(line).toMatchObject({
      email: "[redacted]",
      name: "[redacted]",
      phone: "[redacted]",
      token: "[redacted]",
      input: { applicant: { name: "[redacted]", phone: "[redacted]", email: "[redacted]" } },
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      list: [{ to: "[redacted]", subject: "[redacted]" }],
      keep: "this",
    });
    expect(text()).not.toMatch(/Ann Lee|Bob Ray|0100|kairos_secret|abc|Hello/);
    // The caller's objects are left as they were.
    const input = { applicant: { name: "Cy Dee" } };
    logger.info("fields", { input, Authorization: "Bearer x" });
    expect(input.applicant.name).toBe("Cy Dee");
    expect(parsed(1)).toMatchObject({
      input: { applicant: { name: "[redacted]" } },
      Authorization: "[redacted]",
    });
  });

  it("keeps one JSON line per call with its level, time, request id; warnings and errors apart", () => {
    const { logger, lines, parsed } = capture();
    logger.debug("not written");
    withRequestId("req-1", () => logger.info("inside", { n: 1 }));
    logger.warn("outside");
    expect(lines.map((l) => l.level)).toEqual(["info", "warn"]);
    expect(parsed(0)).toMatchObject({ level: "info", msg: "inside", requestId: "req-1", n: 1 });
    expect(Number.isNaN(Date.parse(parsed(0).time))).toBe(false);
    expect(parsed(1)).not.toHaveProperty("requestId");
    expect(logger.enabled?.("debug")).toBe(false);
    expect(logger.enabled?.("warn")).toBe(true);
    expect(createLogger("silent", () => {}).enabled?.("error")).toBe(false);
  });
});
