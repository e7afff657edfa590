import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

// The mail server of the end-to-end runs (playwright.config.ts): a real SMTP server on
// SMTP_CATCHER_PORT that writes every mail it receives as an .eml file to SMTP_CATCHER_DIR,
// where the tests read it (tests/outbox.ts), as the server's own outbox folder is read without
// SMTP_URL. It refuses any recipient at refused.example (550, no such mailbox), so that a test
// can see a mail fail as an SMTP server makes it fail.

const port = Number(process.env.SMTP_CATCHER_PORT);
const dir = process.env.SMTP_CATCHER_DIR ?? "";
const REFUSED = "@refused.example";
let received = 0;

mkdirSync(dir, { recursive: true });
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!address.address.toLowerCase().endsWith(REFUSED)) return callback();
    callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${received++}.eml`;
      writeFileSync(join(dir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
