export * from "./analytics";
export * from "./config";
export * from "./config-env";
export * from "./enums";
export * from "./rounds";
export * from "./routes";
export * from "./schemas";
export * from "./time";
