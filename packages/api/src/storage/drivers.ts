import { type S3Options, s3Storage } from "./s3";
import { localStorage, type Storage } from "./storage";

/** Where uploads are kept, as the server's configuration says (STORAGE and S3_*). */
export type StorageConfig = { driver: "local"; root: string } | ({ driver: "s3" } & S3Options);

export const createStorage = (config: StorageConfig): Storage =>
  config.driver === "s3" ? s3Storage(config) : localStorage(config.root);
