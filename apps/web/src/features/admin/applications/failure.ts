import { TRPCClientError } from "@trpc/client";
import type { CallFailure } from "./format";

/** The status and server message of a failed tRPC call (none for network failures). */
export function failureOf(error: unknown): CallFailure {
  if (error instanceof TRPCClientError && error.data) {
    const data = error.data as { httpStatus?: number };
    return { httpStatus: data.httpStatus, serverMessage: error.message || undefined };
  }
  return {};
}
