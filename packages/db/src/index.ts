export * from "./client";
export * from "./migrations";
export { LOCK_HEARTBEAT_MS, type LockOptions, type LockOwner, lockDataDir } from "./pglite-lock";
export * from "./schema";
export * from "./schema-state";
export * from "./seed";
