import { describe, expect, it } from "vitest";
import { createLogger, describeError } from "../src/logger";

// No log line carries an e-mail address (personal data), whatever a caller or an error puts in.
describe("the logger", () => {
  it("writes no e-mail address, from its fields or an error's text", () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    logger.info("mail sent", { to: "Ann Lee <ann.lee@example.org>", messageId: "<id@kairos>" });
    logger.error(
      "mail failed",
      describeError(new Error("550 5.1.1 <nobody@mail.example.com>: Recipient address rejected")),
    );
    expect(lines.join("\n")).not.toMatch(/ann\.lee@|nobody@/);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      msg: "mail sent",
      to: "Ann Lee <[e-mail address]>",
    });
    expect(JSON.parse(lines[1] ?? "{}").error).toBe(
      "550 5.1.1 <[e-mail address]>: Recipient address rejected",
    );
  });
});
