import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

// PGlite is single-process: two processes on one data directory would corrupt it. A lock file
// with the owner's pid keeps a second server (or the staff command) out while one runs.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of `dataDir`; throws a clear error while a live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(path, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${owner} (a running Kairos server). ` +
            "Stop that server first, or use DATABASE_URL with a real PostgreSQL.",
        );
      }
      rmSync(path, { force: true }); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
