export * from "./application";
export * from "./assessment-slots";
export * from "./auth";
export * from "./common";
export * from "./contact";
export * from "./interpreter-registration";
export * from "./interpreter-request";
