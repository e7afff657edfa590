import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { type ApiDeps, deliverDueWebhooks, WEBHOOK_RESPONSE_KEPT_BYTES } from "@kairos/api";
import { type Database, seed, webhookDeliveries, webhookEndpoints } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { WEBHOOK_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { callJson, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";

// Where webhooks may go (decision 0016): not to this machine, a private network or the cloud's
// metadata service, neither when an endpoint is registered nor, after DNS resolution, when a
// delivery is sent; an answer is read up to a few kB; and every failure to get an answer reads
// the same in the console. The receivers are real HTTP servers started here on 127.0.0.1,
// which the deployment of most tests trusts (WEBHOOKS_TRUSTED_NETWORKS=127.0.0.1/32).

/** The address forms an admin could write for this machine, a private network or metadata. */
const REFUSED = [
  "http://127.0.0.1/hooks",
  "http://[::1]/hooks",
  "http://localhost:8080/hooks",
  "http://LOCALHOST./hooks",
  "http://app.localhost/hooks",
  "http://0.0.0.0/hooks",
  "http://0/hooks",
  "http://2130706433/hooks",
  "http://0x7f.1/hooks",
  "http://127.1/hooks",
  "http://017700000001/hooks",
  "http://169.254.169.254/latest/meta-data/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "https://10.0.0.5/hooks",
  "https://172.16.3.4/hooks",
  "https://192.168.1.10/hooks",
  "https://100.64.0.1/hooks",
  "https://100.100.100.200/latest/meta-data/",
  "https://[fd00:ec2::254]/latest/meta-data/",
  "https://[fe80::1]/hooks",
  "https://[::]/hooks",
  "https://224.0.0.1/hooks",
  "https://255.255.255.255/hooks",
  "https://240.0.0.1/hooks",
  "https://[ff02::1]/hooks",
  "https://[::ffff:127.0.0.1]/hooks",
  "https://[::ffff:169.254.169.254]/hooks",
  "https://[::ffff:10.0.0.5]/hooks",
  "https://[64:ff9b::7f00:1]/hooks",
  "https://[2002:7f00:1::]/hooks",
];

/** A real HTTP server on 127.0.0.1 whose answers the test chooses. */
async function listen(handler: Parameters<typeof createHttpServer>[1]) {
  const server: Server = createHttpServer(handler);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("WEBHOOKS_TRUSTED_NETWORKS", () => {
  it("trusts no private network by default, takes a list of ranges, and refuses anything else", () => {
    expect(loadEnv({}).webhooksTrustedNetworks).toEqual([]);
    // Plain HTTP allowed trusts no private address.
    expect(loadEnv({ WEBHOOKS_ALLOW_HTTP: "1" }).webhooksTrustedNetworks).toEqual([]);
    const env = loadEnv({ WEBHOOKS_TRUSTED_NETWORKS: "10.1.2.0/24, fd00::/8" });
    expect(env.webhooksTrustedNetworks).toEqual(["10.1.2.0/24", "fd00::/8"]);
    expect(() => loadEnv({ WEBHOOKS_TRUSTED_NETWORKS: "10.1.2.3" })).toThrow(
      "WEBHOOKS_TRUSTED_NETWORKS must list address ranges such as 10.0.0.0/8",
    );
  });
});

describe.each(testDatabases())("webhook addresses on $name", ({ open }) => {
  let database: Database;
  /** A deployment that trusts 127.0.0.1 (the tests' receivers) and no other private address. */
  let trusting: ApiDeps;
  /** A deployment that trusts no private address (the default). */
  let strict: ApiDeps;
  let admin: Record<string, string>;
  const logged: Record<string, unknown>[] = [];

  const register = (deps: ApiDeps, url: string) =>
    callJson<{ errors?: Record<string, string>; data: { endpoint: { id: string } } }>(
      testApp(database, {}, deps),
      "POST",
      "/api/webhooks",
      admin,
      { url, events: ["contact_message.received"] },
    );
  /** Stores an endpoint as it was registered before this check existed. */
  const storedEndpoint = async (url: string) => {
    const [row] = await database.db
      .insert(webhookEndpoints)
      .values({ url, events: ["contact_message.received"], secret: "whsec_c2VjcmV0" })
      .returning({ id: webhookEndpoints.id });
    return row?.id as string;
  };
  /** Queues one delivery for `endpointId`, sends what is due, and returns its row. */
  const deliverTo = async (deps: ApiDeps, endpointId: string) => {
    const [queued] = await database.db
      .insert(webhookDeliveries)
      .values({
        endpointId,
        event: "contact_message.received",
        payload: { type: "contact_message.received", data: {} },
        nextAttemptAt: new Date(),
      })
      .returning({ id: webhookDeliveries.id });
    await deliverDueWebhooks(deps);
    const [row] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, queued?.id as string));
    return row;
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    const base = testDeps(database);
    const logger = {
      ...base.logger,
      warn: (msg: string, fields?: Record<string, unknown>) => logged.push({ msg, ...fields }),
    };
    strict = { ...base, logger, webhooks: { allowHttp: true, timeoutMs: 1000 } };
    trusting = { ...strict, webhooks: { ...strict.webhooks, trustedNetworks: ["127.0.0.1/32"] } };
    admin = await staffSession(database, testApp(database, {}, strict), {
      email: "addresses-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  // One case per address, so that a slow machine spends each case's time on one request.
  it.each(REFUSED)(
    "refuses at registration %s, a loopback, private, link-local, metadata or reserved address, at the url field",
    async (url) => {
      const { status, body } = await register(strict, url);
      expect(status).toBe(400);
      expect(body.errors?.url).toBe(WEBHOOK_MESSAGES.privateAddress);
    },
  );

  it("lets in a trusted network's address, and public addresses and names", async () => {
    // Trusting 127.0.0.1 lets the tests' receiver in, and nothing else.
    expect((await register(trusting, "http://127.0.0.1:9/hooks")).status).toBe(201);
    expect((await register(trusting, "http://localhost:9/hooks")).status).toBe(201);
    expect((await register(trusting, "https://10.0.0.5/hooks")).body.errors?.url).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
    expect((await register(trusting, "https://169.254.169.254/")).status).toBe(400);
    // A public address and a name are taken (the name is judged on what it resolves to).
    expect((await register(strict, "https://93.184.215.14/hooks")).status).toBe(201);
    expect((await register(strict, "https://[2606:4700::1111]/hooks")).status).toBe(201);
    expect((await register(strict, "https://hooks.example.com/kairos")).status).toBe(201);
  });

  it("reads at most a few kB of a 50 MB answer, closes the connection, and keeps at most that", async () => {
    const total = 50 * 1024 * 1024;
    const block = Buffer.alloc(64 * 1024, "x");
    let written = 0;
    let finished = false;
    const big = await listen((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/plain", "content-length": String(total) });
      const pump = () => {
        while (written < total) {
          written += block.length;
          if (!res.write(block)) return void res.once("drain", pump);
        }
        res.end(() => {
          finished = true;
        });
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    });
    try {
      const id = await storedEndpoint(`http://127.0.0.1:${big.port}/hooks`);
      const memory = () => {
        const m = process.memoryUsage();
        return m.heapUsed + m.external;
      };
      const before = memory();
      const rssBefore = process.memoryUsage().rss;
      let peak = before;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memory());
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 2);
      const row = await deliverTo(trusting, id);
      clearInterval(sampler);
      peak = Math.max(peak, memory());
      const grown = (peak - before) / 1024 / 1024; // MB
      console.info(
        `50 MB answer: memory (heap + external) grew ${(grown * 1024).toFixed(0)} kB at its peak (resident set ${((rssPeak - rssBefore) / 1024).toFixed(0)} kB); the receiver wrote ${(written / 1024 / 1024).toFixed(2)} MB before the connection closed`,
      );
      expect(row).toMatchObject({ lastStatus: 200, attempts: 1 });
      expect(row?.deliveredAt).toBeInstanceOf(Date);
      expect(Buffer.byteLength(row?.lastResponse ?? "")).toBeLessThanOrEqual(
        WEBHOOK_RESPONSE_KEPT_BYTES,
      );
      expect(row?.lastResponse).toMatch(/^x+$/);
      // The answer was not read to its end: the connection closed with most of it unsent (the
      // sockets' buffers on loopback hold a few MB, hence the generous bound).
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(finished).toBe(false);
      expect(written).toBeLessThan(16 * 1024 * 1024);
      expect(grown).toBeLessThan(5);
    } finally {
      await big.close();
    }
  });

  it("refuses at send time a name that resolves to 127.0.0.1, before connecting, with the generic message", async () => {
    let reached = 0;
    const receiver = await listen((_req, res) => {
      reached++;
      res.end("internal secret");
    });
    try {
      // localhost, as an endpoint registered before the check would have stored it: the
      // system's resolver answers 127.0.0.1 (or ::1).
      const stored = await storedEndpoint(`http://localhost:${receiver.port}/hooks`);
      expect(await deliverTo(strict, stored)).toMatchObject({
        attempts: 1,
        lastStatus: null,
        lastResponse: WEBHOOK_MESSAGES.unreachable,
        deliveredAt: null,
      });
      // A public-looking name that DNS maps to 127.0.0.1 (the resolver is injected: this test
      // does not control a real DNS zone). Registration takes the name; the delivery is refused.
      const rebinding: ApiDeps = {
        ...strict,
        webhooks: {
          ...strict.webhooks,
          resolve: async (hostname) =>
            hostname === "receiver.example.com"
              ? [{ address: "127.0.0.1", family: 4 }]
              : Promise.reject(Object.assign(new Error("not found"), { code: "ENOTFOUND" })),
        },
      };
      const made = await register(rebinding, `http://receiver.example.com:${receiver.port}/`);
      expect(made.status).toBe(201);
      expect(await deliverTo(rebinding, made.body.data.endpoint.id)).toMatchObject({
        lastStatus: null,
        lastResponse: WEBHOOK_MESSAGES.unreachable,
      });
      // Stored literally (2130706433 is 127.0.0.1) it is refused too, without a lookup.
      const literal = await storedEndpoint(`http://2130706433:${receiver.port}/hooks`);
      expect((await deliverTo(strict, literal))?.lastResponse).toBe(WEBHOOK_MESSAGES.unreachable);
      expect(reached).toBe(0);
      // The deployment that trusts 127.0.0.1 reaches the same receiver through the same name.
      const trusted: ApiDeps = {
        ...rebinding,
        webhooks: { ...rebinding.webhooks, trustedNetworks: ["127.0.0.1/32"] },
      };
      expect(await deliverTo(trusted, made.body.data.endpoint.id)).toMatchObject({
        lastStatus: 200,
        lastResponse: "internal secret",
      });
      expect(reached).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it("tells the same thing of every failure to get an answer: refused, reset, timeout, TLS, DNS", async () => {
    const closed = await listen(() => {});
    const closedPort = closed.port;
    await closed.close(); // nothing listens there any more: the connection is refused
    const reset = await listen((req) => req.socket.destroy());
    const silent = await listen(() => {}); // never answers: the 1 s timeout ends the try
    const plain = await listen((_req, res) => res.end("not TLS")); // https to it fails TLS
    try {
      const urls = [
        `http://127.0.0.1:${closedPort}/hooks`,
        `http://127.0.0.1:${reset.port}/hooks`,
        `http://127.0.0.1:${silent.port}/hooks`,
        `https://127.0.0.1:${plain.port}/hooks`,
        `https://kairos-${Date.now()}.invalid/hooks`,
        "http://169.254.169.254/latest/meta-data/",
      ];
      logged.length = 0;
      const rows = [];
      for (const url of urls) rows.push(await deliverTo(trusting, await storedEndpoint(url)));
      for (const [i, row] of rows.entries()) {
        expect(row, urls[i]).toMatchObject({
          lastStatus: null,
          lastResponse: WEBHOOK_MESSAGES.unreachable,
        });
      }
      // The reason is in the server's log, for whoever runs it.
      const reasons = logged.filter((l) => l.msg === "webhook delivery got no answer");
      expect(reasons).toHaveLength(urls.length);
      expect(JSON.stringify(reasons)).toContain("ECONNREFUSED");
    } finally {
      await Promise.all([reset.close(), silent.close(), plain.close()]);
    }
  });
});
