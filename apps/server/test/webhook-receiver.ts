import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** When the request arrived (performance.now(), in ms). */
  at: number;
}

/** A receiver on a free port that answers each POST with the next status of `answers`. */
export async function receiver() {
  const received: Received[] = [];
  let answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const at = performance.now();
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body, at });
      res.statusCode = answers.shift() ?? 204;
      res.end(res.statusCode >= 300 ? "receiver busy" : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (statuses: number[]) => {
      answers = [...statuses];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, polling every 20 ms, failing after `ms`. */
export const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
