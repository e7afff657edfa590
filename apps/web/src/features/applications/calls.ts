import type { EmailCodeCheck, EmailCodeRequest, FailureCode } from "@kairos/shared";
import { TRPCClientError } from "@trpc/client";
import { queryClient, trpc, trpcClient } from "@/lib/data/trpc";

// The application form's calls to the server after its first step, with the tRPC client and
// TanStack Query (about 20 kB gzip), which the first step does without: the form loads this
// module when the browser is idle or when a call is due. The later steps' own queries (the
// slots) run under the QueryProvider it also gives.

export { EMAIL_CODE_MESSAGES } from "@kairos/shared";
export { QueryProvider } from "@/lib/data/trpc";

/** The course's assessment dates (YYYY-MM-DD, Egypt time), asked afresh each time. */
export const availableDates = (roundId: string) =>
  queryClient.fetchQuery({
    ...trpc.assessments.availableDates.queryOptions({ roundId }),
    staleTime: 0,
  });

/** What a call of step 2's e-mail code gave: its answer, or why not (status null: no answer). */
export type CodeCall<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number | null;
      /** The failure's machine-readable code (null: no answer), to branch on. */
      code: FailureCode | null;
      message: string;
      fieldErrors: Record<string, string>;
    };

async function codeCall<T>(call: Promise<T>): Promise<CodeCall<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    const data = error instanceof TRPCClientError ? error.data : undefined;
    return {
      ok: false,
      status: typeof data?.httpStatus === "number" ? data.httpStatus : null,
      code: data?.failureCode ?? null,
      message: data ? (error as Error).message : "",
      fieldErrors: data?.fieldErrors ?? {},
    };
  }
}

/** Step 2: a code to the address typed, for the course chosen (decision 0009). */
export const sendEmailCode = (input: EmailCodeRequest) =>
  codeCall(trpcClient.applicant.sendEmailCode.mutate(input));

/** Step 2: the code typed; the right one says whether the address has applied. */
export const verifyEmailCode = (input: EmailCodeCheck) =>
  codeCall(trpcClient.applicant.verifyEmailCode.mutate(input));

/** Whether the chosen slot still has a place, just before the submission. */
export async function slotAvailable(slotId: number): Promise<boolean> {
  const { available } = await queryClient.fetchQuery({
    ...trpc.assessments.checkAvailability.queryOptions({ slotId }),
    staleTime: 0,
  });
  return available;
}

/** A slot was taken meanwhile: the slot lists are asked again. */
export function forgetSlots(): void {
  void queryClient.invalidateQueries(trpc.assessments.availableSlots.queryFilter());
  void queryClient.invalidateQueries(trpc.assessments.availableDates.queryFilter());
}
