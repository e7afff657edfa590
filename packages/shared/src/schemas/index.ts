export * from "./application";
export * from "./auth";
export * from "./common";
export * from "./contact";
export * from "./inbox";
export * from "./interpreter-registration";
export * from "./interpreter-request";
export * from "./settings";
