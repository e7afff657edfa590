export * from "./application";
export * from "./auth";
export * from "./common";
export * from "./contact";
export * from "./interpreter-request";
