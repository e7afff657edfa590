/**
 * The most calls one tRPC batch may carry: the server refuses a larger batch with 400 before
 * running any call, and the web app's batching link splits its batches at this size.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
