import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { keyTaken, type Storage } from "./storage";

export interface S3Options {
  bucket: string;
  region: string;
  /** The store's address; unset for AWS S3 (the SDK derives it from the region). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address buckets as `endpoint/bucket` rather than `bucket.endpoint` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Keys live under this prefix in the bucket (each test's storage has its own); default none. */
  prefix?: string;
}

/** How long connecting to the store may take before the operation fails (an upload then 507s). */
const CONNECT_TIMEOUT_MS = 5_000;

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => status(error) === 404;

/**
 * An S3 bucket (AWS S3, Cloudflare R2, Garage, SeaweedFS, MinIO and the like), following the
 * same contract as the local folder.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // By default the SDK sends a checksum with every upload (a stream as an aws-chunked body
    // with the checksum in a trailer) and validates one on every download. A store that does
    // not parse aws-chunked bodies keeps the framing in the object (s3rver does), and not
    // every store answers with checksums. So: checksums only where an operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ?? "";
  const where = `${Bucket} at ${options.endpoint ?? `AWS S3 (${options.region})`}`;

  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: prefix + key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const getObject = async (key: string) => {
    try {
      const { Body, ContentLength } = await client.send(
        new GetObjectCommand({ Bucket, Key: prefix + key }),
      );
      if (!Body) throw new Error(`${key}: the store answered without a body`);
      return { Body, size: ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes) {
      // Not atomic with the write below (a conditional PutObject is not supported by every
      // store); it keeps the contract that a stored object is never replaced, and keys are
      // random, so two writers of one key do not happen.
      if ((await size(key)) !== null) throw keyTaken(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + key,
          // Whole bytes with their length, never a stream: a stream is sent chunked.
          Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      return object ? object.Body.transformToByteArray() : null;
    },
    async open(key) {
      const object = await getObject(key);
      if (!object) return null;
      return {
        stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.size,
      };
    },
    size,
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { key: object.Key.slice(prefix.length), writtenAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = status(error)
          ? `HTTP ${status(error)} (${(error as Error).name})`
          : (error as Error).message;
        throw new Error(`The bucket ${where} cannot be used: ${reason}`, { cause: error });
      }
    },
  };
}
