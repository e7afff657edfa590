import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type LockOwner, lockDataDir } from "../src/pglite-lock";

// Two containers that share the data directory's volume are both process 1, possibly with one
// host name (host networking): what keeps the second out is the lock's heartbeat, not the pid.

const base = mkdtempSync(join(tmpdir(), "kairos-test-lock-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let n = 0;
const dataDir = () => join(base, `pglite-${n++}`);

const container = (
  hostname: string,
  instance: string,
): { owner: LockOwner; onLost: () => void } => ({
  owner: { pid: 1, hostname, instance },
  onLost: () => {
    throw new Error(`${hostname} lost its lock`);
  },
});

describe("the embedded database's lock", () => {
  it("refuses a second container (also process 1) while the first holds the lock", () => {
    const dir = dataDir();
    const release = lockDataDir(dir, container("container-a", "a"));
    expect(() => lockDataDir(dir, container("container-b", "b"))).toThrow(
      /^The embedded database at .* is in use by process 1 on container-a \(a running Kairos server; its lock was renewed \d+ s ago\)\. Stop that server first/,
    );
    // Host networking: the same host name, the same pid, another process all the same.
    expect(() => lockDataDir(dir, container("container-a", "a2"))).toThrow(
      "is in use by process 1",
    );
    release();
    const second = lockDataDir(dir, container("container-b", "b"));
    second();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("stays held while its holder renews it", async () => {
    const dir = dataDir();
    const release = lockDataDir(dir, { ...container("container-a", "a"), heartbeatMs: 700 });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // past three heartbeats
    expect(() => lockDataDir(dir, container("container-b", "b"))).toThrow("is in use by process 1");
    release();
  });

  it("keeps its lock when a long statement delayed the renewal and nobody took it", async () => {
    const dir = dataDir();
    const lost: Error[] = [];
    const release = lockDataDir(dir, {
      owner: { pid: 1, hostname: "container-a", instance: "a" },
      heartbeatMs: 700,
      onLost: (error) => lost.push(error),
    });
    // PGlite runs on the holder's thread: a statement of 3 s holds its timers back.
    const until = Date.now() + 3_000;
    while (Date.now() < until) {}
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(lost).toEqual([]);
    expect(() => lockDataDir(dir, container("container-b", "b"))).toThrow("is in use by process 1");
    release();
  });

  it("takes over a lock left by a holder that was killed (not renewed for three heartbeats)", () => {
    const dir = dataDir();
    mkdirSync(`${dir}.lock`);
    writeFileSync(`${dir}.lock.owner`, JSON.stringify({ pid: 1, hostname: "container-a" }));
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old);
    const release = lockDataDir(dir, container("container-b", "b"));
    expect(JSON.parse(readFileSync(`${dir}.lock.owner`, "utf8"))).toMatchObject({
      pid: 1,
      hostname: "container-b",
    });
    release();
  });

  it("lets the same process open its directory again, and takes over an older version's lock file", () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    const again = lockDataDir(dir);
    first(); // superseded: leaves the newer lock alone
    expect(existsSync(`${dir}.lock`)).toBe(true);
    again();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // An earlier version wrote the pid of its process into a file; this one is gone.
    writeFileSync(`${dir}.lock`, "999999999");
    lockDataDir(dir)();
    // One that still runs on this host keeps it.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  });
});
