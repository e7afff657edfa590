import type { Database } from "@kairos/db";

export interface Health {
  status: "ok" | "degraded";
  database: "ok" | "down";
}

/** A real round trip to the database, bounded so that a hung connection still answers. */
export async function checkHealth(database: Database, timeoutMs = 2000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: "ok", database: "ok" };
  } catch {
    return { status: "degraded", database: "down" };
  } finally {
    clearTimeout(timer);
  }
}
