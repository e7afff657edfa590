import { useMutation } from "@tanstack/react-query";
import { statusOfTrpcError, useSubmissionKey } from "./submission-key";

/**
 * A form's tRPC mutation sent with one Idempotency-Key per submission, kept for a retry after a
 * lost connection (submission-key.ts). `call` passes the key in the call's context.
 */
export function useKeyedMutation<Input, Output>(
  call: (input: Input, idempotencyKey: string) => Promise<Output>,
) {
  const submissionKey = useSubmissionKey();
  return useMutation({
    mutationFn: (input: Input) => call(input, submissionKey.key()),
    onSettled: (_data, error) => submissionKey.answered(error ? statusOfTrpcError(error) : 200),
  });
}
