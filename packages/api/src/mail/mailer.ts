import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { describeError, type Logger } from "../platform/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[] | undefined;
}

export interface Mailer {
  /** Sends one message; resolves false (and logs) on failure, never throws. */
  send(message: MailMessage): Promise<boolean>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; absent means each message is written to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  logger: Logger;
  /** Give up on a message after this long, so that a hung server cannot hold a request. */
  timeoutMs?: number;
}

/**
 * Mail through nodemailer: a real SMTP server when configured, else an .eml file per message
 * in the outbox folder (local runs and tests can read exactly what would have been sent).
 */
export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: options.from, ...message });
        if (!options.smtpUrl) {
          await mkdir(options.outboxDir, { recursive: true });
          const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 24)}.eml`;
          await writeFile(join(options.outboxDir, name), info.message as Buffer);
        }
        // Who it went to and what it said are personal (a subject may hold a name or a code).
        options.logger.info("mail sent", { messageId: info.messageId });
        return true;
      } catch (error) {
        options.logger.error("mail failed", describeError(error));
        return false;
      }
    },
  };
}
