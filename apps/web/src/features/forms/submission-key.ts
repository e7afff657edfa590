import { useRef } from "react";

/**
 * The `Idempotency-Key` of one submission. The key is made when the visitor presses submit
 * and kept for a retry of that submission after a network error or a 5xx (the server may have
 * stored it already; the retry then gets the first answer back instead of a duplicate). Any
 * other answer ends the submission: the next press, perhaps with corrected fields, is a new one.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  const current = () => {
    key.current ??= crypto.randomUUID();
    return key.current;
  };
  return {
    /** The key of the submission under way (made on first use). */
    key: current,
    headers: (): Record<string, string> => ({ "Idempotency-Key": current() }),
    /** The server answered with `status`; undefined means no answer (the connection failed). */
    answered: (status: number | undefined) => {
      if (status !== undefined && status < 500) key.current = null;
    },
  };
}

/** The HTTP status of a failed tRPC call; undefined when the server gave no answer. */
export const statusOfTrpcError = (error: unknown): number | undefined =>
  (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
