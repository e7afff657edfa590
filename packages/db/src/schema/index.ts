export * from "./analytics";
export * from "./applications";
export * from "./assessments";
export * from "./enums";
export * from "./files";
export * from "./inbox";
export * from "./settings";
export * from "./users";
