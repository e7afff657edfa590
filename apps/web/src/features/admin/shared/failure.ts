import { TRPCClientError } from "@trpc/client";

/** The status and server message of a failed tRPC call (none for network failures). */
export function failureOf(error: unknown): CallFailure {
  if (error instanceof TRPCClientError && error.data) {
    const data = error.data as { httpStatus?: number };
    return { httpStatus: data.httpStatus, serverMessage: error.message || undefined };
  }
  return {};
}

export const AUTH_FAILED = "Authentication failed. Please log in again.";
export const ACCESS_DENIED = "Access denied. Admin/Moderator permissions required.";

/** What a failed call reports, as far as the screens need it. */
export interface CallFailure {
  httpStatus?: number;
  /** The server's message, when the server answered. */
  serverMessage?: string;
}

/** Booked slots and applications by e-mail (ERR-26..28): 401, 403, else the server or `fallback`. */
export function bookingErrorText(failure: CallFailure, fallback: string): string {
  if (failure.httpStatus === 401) return AUTH_FAILED;
  if (failure.httpStatus === 403) return ACCESS_DENIED;
  return failure.serverMessage || fallback;
}

/** The applications screen: a 403 shows the server's message, anything else the fixed text. */
export function staffErrorText(failure: CallFailure, fallback: string): string {
  return failure.httpStatus === 403 && failure.serverMessage ? failure.serverMessage : fallback;
}
