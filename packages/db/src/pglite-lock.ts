import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";
import lockfile from "proper-lockfile";

// PGlite is single-process: two processes on one data directory would corrupt it. The lock is
// a directory `<dataDir>.lock` made with mkdir (atomic, also on a volume that several
// containers share), whose modification time the holder renews every few seconds
// (proper-lockfile). A process id alone cannot tell two containers apart: both are process 1,
// so each would see the other's lock as its own. A lock whose heartbeat is fresh is refused
// whoever holds it; one not renewed for three intervals (a holder that was killed) is taken
// over. `<dataDir>.lock.owner` says who holds it, for the message only.

/** Who takes a lock: this process unless a test plays another container. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** Random per process: what tells a container's process 1 from another's. */
  instance: string;
}

export interface LockOptions {
  owner?: LockOwner;
  /** How often the holder renews the lock (default 5 s); stale after three of these. */
  heartbeatMs?: number;
  /** Called when the lock was lost (renewal failed, or another process took it over). */
  onLost?: (error: Error) => void;
}

const THIS_PROCESS: LockOwner = { pid: process.pid, hostname: hostname(), instance: randomUUID() };
export const LOCK_HEARTBEAT_MS = 5_000;

/** The locks this process holds, by path: the same process may open its directory again. */
const held = new Map<string, { instance: string; release: () => void }>();

// proper-lockfile calls it lost only when the lock's folder went away or another process renewed
// it: a renewal that comes late (a long PGlite statement holds this thread's timers back) is no
// loss while nobody else has taken the lock.
const defaultOnLost = (error: Error) => {
  // Writing on after another process took the directory would corrupt it: stop instead.
  console.error(`${error.message}: stopping so as not to corrupt the embedded database`);
  process.exit(1);
};

function readOwner(path: string): Partial<LockOwner> & { since?: string } {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
}

/** A lock file of an earlier version held a bare pid: honoured on this host while it lives. */
function clearLegacyLock(path: string, dataDir: string) {
  let isFile = false;
  try {
    isFile = statSync(path).isFile();
  } catch {
    return;
  }
  if (!isFile) return;
  const pid = Number(readFileSync(path, "utf8").trim());
  let alive = false;
  if (pid && pid !== process.pid) {
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === "EPERM";
    }
  }
  if (alive) throw inUse(dataDir, { pid });
  rmSync(path, { force: true });
}

function inUse(dataDir: string, owner: Partial<LockOwner>, renewedMs?: number): Error {
  const who = `process ${owner.pid ?? "?"}${owner.hostname ? ` on ${owner.hostname}` : ""}`;
  const when =
    renewedMs === undefined
      ? ""
      : `; its lock was renewed ${Math.max(0, Math.round(renewedMs / 1000))} s ago`;
  return new Error(
    `The embedded database at ${dataDir} is in use by ${who} (a running Kairos server${when}). ` +
      "Stop that server first, or use DATABASE_URL with a real PostgreSQL. " +
      "A lock left by a server that was killed is taken over once it is not renewed for 15 s.",
  );
}

/** Takes the lock of `dataDir`; throws a clear error while another live process holds it. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const owner = options.owner ?? THIS_PROCESS;
  const heartbeat = options.heartbeatMs ?? LOCK_HEARTBEAT_MS;
  const path = `${dataDir}.lock`;
  const ownerPath = `${path}.owner`;
  const mine = held.get(path);
  // Re-entry by the same process (a second open after a crash-free close was skipped) takes
  // the lock over, as it always did.
  if (mine?.instance === owner.instance) mine.release();
  clearLegacyLock(path, dataDir);
  mkdirSync(dirname(path), { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = lockfile.lockSync(dataDir, {
      lockfilePath: path,
      realpath: false,
      stale: heartbeat * 3,
      update: heartbeat,
      onCompromised: options.onLost ?? defaultOnLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
    let renewed: number | undefined;
    try {
      renewed = Date.now() - statSync(path).mtimeMs;
    } catch {}
    throw inUse(dataDir, readOwner(ownerPath), renewed);
  }
  writeFileSync(ownerPath, JSON.stringify({ ...owner, since: new Date().toISOString() }));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (held.get(path)?.release === release) held.delete(path);
    rmSync(ownerPath, { force: true });
    try {
      releaseLock();
    } catch {
      // Already released or taken over: nothing of ours to remove.
    }
  };
  held.set(path, { instance: owner.instance, release });
  return release;
}
