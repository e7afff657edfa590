import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { analyticsEvents, type Database, loginFailures } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { count, eq } from "drizzle-orm";
import { createProxyServer } from "http-proxy-3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientAddressRule } from "../src/http/client-address";
import { testApp } from "./helpers";

// The address every per-address limit counts, behind real reverse proxies that append to
// X-Forwarded-For as nginx or a cloud load balancer does (http-proxy-3 with xfwd): whatever a
// client writes into the header, the limits count the address the trusted proxy saw.
// Each party has a loopback address of its own (Linux routes all of 127.0.0.0/8 to lo): the
// client, and each proxy as the next hop sees it.

/** A listening server's port, once it listens. */
const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

const closing = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A reverse proxy to `port` that appends the peer it sees to X-Forwarded-For. */
async function reverseProxy(port: number, from: string) {
  const proxy = createProxyServer({
    target: `http://127.0.0.1:${port}`,
    xfwd: true,
    localAddress: from,
  });
  const server = createServer((req, res) => proxy.web(req, res));
  return { server, port: await listening(server) };
}

/** A JSON request from the loopback address `from`: its status. */
function send(
  port: number,
  from: string,
  path: string,
  body: unknown,
  forwardedFor: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** A different made-up address each time, as a client rotating its forged header would. */
const forged = (i: number) => `198.51.100.${i + 1}`;

describe.each(testDatabases())("the client address behind reverse proxies on $name", ({ open }) => {
  let database: Database;
  const servers: Server[] = [];
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await closing(server);
    await database?.close();
  });

  /**
   * The app under `rule` behind `hops` chained proxies (the last one, next to the app, sends
   * from 127.0.0.4; the one before it from 127.0.0.3): the port a client calls.
   */
  async function deployment(rule: ClientAddressRule, hops: 1 | 2) {
    const app = testApp(database, {
      clientAddress: rule,
      eventLimit: 5,
      formLimits: { perAddress: 3 },
    });
    const appServer = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    servers.push(appServer);
    const appPort = await new Promise<number>((resolve) =>
      appServer.once("listening", () => resolve((appServer.address() as AddressInfo).port)),
    );
    const next = await reverseProxy(appPort, "127.0.0.4");
    servers.push(next.server);
    if (hops === 1) return next.port;
    const first = await reverseProxy(next.port, "127.0.0.3");
    servers.push(first.server);
    return first.port;
  }

  const failuresFrom = async (ip: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.ip, ip));
    return row?.n ?? 0;
  };

  /** 20 wrong sign-ins from `client`, each with another forged X-Forwarded-For, then one more. */
  async function guessPasswords(port: number, client: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const who = { email: `guess-${client}-${i}@example.com`, password: "wrong-password" };
      statuses.push(await send(port, client, "/api/auth/login", who, forged(i)));
    }
    return statuses;
  }

  it.each([
    {
      name: "TRUST_PROXY=1 behind one proxy",
      rule: { trust: { hops: 1 } },
      hops: 1,
      client: "127.0.0.2",
    },
    {
      name: "TRUST_PROXY=2 behind two proxies",
      rule: { trust: { hops: 2 } },
      hops: 2,
      client: "127.0.0.5",
    },
    {
      name: "TRUST_PROXY listing both proxies",
      rule: { trust: { proxies: ["127.0.0.3", "127.0.0.4/32"] } },
      hops: 2,
      client: "127.0.0.6",
    },
  ] as const)(
    "counts sign-in failures per client with $name, forged header or not",
    async ({ rule, hops, client }) => {
      const port = await deployment(rule, hops);
      const statuses = await guessPasswords(port, client);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses[20]).toBe(429);
      // Stored under the address the first proxy saw, not under the forged ones or a proxy's.
      expect(await failuresFrom(client)).toBe(20);
      expect(await failuresFrom(forged(0))).toBe(0);
      expect(await failuresFrom("127.0.0.3")).toBe(0);
      expect(await failuresFrom("127.0.0.4")).toBe(0);
      // Another client through the same proxies has its own count.
      const other = { email: "someone-else@example.com", password: "wrong-password" };
      expect(await send(port, "127.0.0.9", "/api/auth/login", other, forged(0))).toBe(401);
    },
  );

  it("keeps a client that forges X-Forwarded-For within the analytics limit", async () => {
    const port = await deployment({ trust: { hops: 2 } }, 2);
    const rows = async () => {
      const [row] = await database.db.select({ n: count() }).from(analyticsEvents);
      return row?.n ?? 0;
    };
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const event = { type: "pageview", path: "/" };
      statuses.push(await send(port, "127.0.0.7", "/api/events", event, forged(i)));
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(await rows()).toBe(before + 5);
  });

  it("keeps a client that forges X-Forwarded-For within a public form's limit", async () => {
    // "Find my application": 3 stored requests per address in 10 minutes here.
    const port = await deployment({ trust: { hops: 1 } }, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const body = { email: `find-${i}@example.com` };
      statuses.push(await send(port, "127.0.0.10", "/api/application/find", body, forged(i)));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("counts the proxy's peer, not a forged entry, when the proxies are not trusted", async () => {
    // TRUST_PROXY=0 behind a proxy: every client is the proxy (the documented misconfiguration),
    // and still no forged value is believed.
    const port = await deployment({ trust: { hops: 0 } }, 1);
    const who = { email: "untrusted@example.com", password: "wrong-password" };
    expect(await send(port, "127.0.0.8", "/api/auth/login", who, forged(50))).toBe(401);
    expect(await failuresFrom("127.0.0.4")).toBe(1);
    expect(await failuresFrom(forged(50))).toBe(0);
  });
});
