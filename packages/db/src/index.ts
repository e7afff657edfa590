export * from "./client";
export * from "./migrations";
export * from "./schema";
export * from "./schema-state";
export * from "./seed";
