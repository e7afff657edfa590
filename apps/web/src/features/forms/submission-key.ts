import { useRef } from "react";

/**
 * The `Idempotency-Key` of one submission. The key is made when the visitor presses submit
 * and kept for a retry of that submission after a network error or a 5xx (the server may have
 * stored it already; the retry then gets the first answer back instead of a duplicate). Any
 * other answer ends the submission: the next press, perhaps with corrected fields, is a new one.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  return {
    headers: (): Record<string, string> => {
      key.current ??= crypto.randomUUID();
      return { "Idempotency-Key": key.current };
    },
    answered: (status: number) => {
      if (status < 500) key.current = null;
    },
  };
}
