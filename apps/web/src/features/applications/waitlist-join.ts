import { type WaitlistJoinInput, waitlistJoinSchema } from "@kairos/shared";
import { messageOf, trpcClient } from "@/lib/data/trpc";
import { statusOfTrpcError } from "../forms/submission-key";

// The "tell me when" form's check and call (GAP-27), loaded when the visitor submits: the
// closed /register carries neither zod nor the tRPC client in its first load.

export type JoinOutcome =
  | { kind: "joined"; message: string }
  | { kind: "invalid"; email: string }
  | { kind: "failed"; message: string; status: number | undefined };

/** Checks the address with the shared schema, then leaves it with the server. */
export async function joinWaitlist(
  values: WaitlistJoinInput,
  idempotencyKey: string,
  fallback: string,
): Promise<JoinOutcome> {
  const checked = waitlistJoinSchema.safeParse(values);
  if (!checked.success) {
    const issue = checked.error.issues.find((i) => i.path[0] === "email");
    return { kind: "invalid", email: issue?.message ?? fallback };
  }
  try {
    const { message } = await trpcClient.waitlist.join.mutate(checked.data, {
      context: { idempotencyKey },
    });
    return { kind: "joined", message };
  } catch (error) {
    return {
      kind: "failed",
      message: messageOf(error, fallback),
      status: statusOfTrpcError(error),
    };
  }
}
