import { type ApiDeps, createLogger } from "@kairos/api";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestDeadline } from "../src/http/deadline";
import { uploadQueue } from "../src/http/upload-queue";

// The queue of uploads (upload-queue.ts): a burst is worked through a few at a time, and the
// wait in the queue does not count against the request deadline, which starts when the body
// has been read.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the upload queue", () => {
  it("works through a burst a few at a time, each within the deadline however long it waited", async () => {
    const deps = { logger: createLogger("silent") } as ApiDeps;
    let running = 0;
    let most = 0;
    const app = new Hono()
      .use(requestDeadline(deps, 400))
      .post("/upload", uploadQueue(2), async (c) => {
        const body = await c.req.text(); // the deadline starts here
        running++;
        most = Math.max(most, running);
        await pause(100); // the upload's own work, well inside the deadline
        running--;
        return c.json({ got: body.length });
      });
    // Twelve uploads at once: six rounds of 100 ms; the last ones wait longer than the deadline.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.request("/upload", { method: "POST", body: "x".repeat(1000) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(most).toBe(2);
  });

  it("lets the next upload in when one fails", async () => {
    const app = new Hono()
      .post("/upload", uploadQueue(1), async (c) => {
        if ((await c.req.text()) === "bad") throw new Error("refused");
        return c.text("ok");
      })
      .onError((_error, c) => c.text("refused", 400));
    const [bad, good] = await Promise.all([
      app.request("/upload", { method: "POST", body: "bad" }),
      app.request("/upload", { method: "POST", body: "good" }),
    ]);
    expect([bad.status, good.status]).toEqual([400, 200]);
  });
});
