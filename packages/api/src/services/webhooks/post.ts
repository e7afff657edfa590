import http from "node:http";
import https from "node:https";
import { isIP, type Socket } from "node:net";
import { StringDecoder } from "node:string_decoder";
import { addressAllowed, guardedLookup, PrivateAddressError, type Resolve } from "./address";

/**
 * How much of an answer is read and kept for the console (decision 0016): the connection is
 * closed once this many bytes have come, so a receiver that answers 300 MB costs this, not
 * 300 MB, however many deliveries run at once.
 */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

export interface PostOptions {
  timeoutMs: number;
  /** Private networks the deployment trusts (WEBHOOKS_TRUSTED_NETWORKS). */
  trusted: readonly string[];
  resolve?: Resolve | undefined;
}

/**
 * One POST to `url`, not following redirects: the answer's status and its first bytes as
 * text. Rejects (with the reason, for the log only) when there is no answer: the name does
 * not resolve, an address is not public, the connection is refused, reset or too slow, TLS
 * fails.
 */
export function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<{ status: number; excerpt: string }> {
  const { trusted } = options;
  return new Promise((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    // An address written in the URL is not looked up, so the lookup below does not see it.
    if (isIP(literal) && !addressAllowed(literal, trusted)) {
      reject(new PrivateAddressError(literal));
      return;
    }
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "POST",
      // A connection of its own each time: the lookup (and so the check) runs for each one.
      agent: false,
      lookup: guardedLookup(trusted, options.resolve),
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    });
    // The address connected to, whatever led there, is checked once more before a byte goes.
    request.on("socket", (socket: Socket) => {
      socket.once("connect", () => {
        const address = socket.remoteAddress ?? "";
        if (!addressAllowed(address, trusted)) request.destroy(new PrivateAddressError(address));
      });
    });
    request.on("error", reject);
    request.on("response", (res) => {
      const kept: Buffer[] = [];
      let size = 0;
      const done = () => {
        const head = Buffer.concat(kept).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES);
        // Whole characters only: a multi-byte one cut at the limit is left out.
        resolve({ status: res.statusCode ?? 0, excerpt: new StringDecoder("utf8").write(head) });
      };
      res.on("data", (chunk: Buffer) => {
        if (size < WEBHOOK_RESPONSE_KEPT_BYTES) kept.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_RESPONSE_KEPT_BYTES) {
          done();
          request.destroy(); // stop reading: the rest is never received
        }
      });
      res.on("end", done);
      res.on("error", reject);
      res.on("close", () => reject(new Error("the answer was cut off")));
    });
    request.end(body);
  });
}
