import { queryClient, trpc, trpcClient } from "../../lib/trpc";

// The application form's calls to the server after its first step, with the tRPC client and
// TanStack Query (about 20 kB gzip), which the first step does without: the form loads this
// module when the browser is idle or when a call is due. The later steps' own queries (the
// slots) run under the QueryProvider it also gives.

export { QueryProvider } from "../../lib/trpc";

/** The course's assessment dates (YYYY-MM-DD, Egypt time), asked afresh each time. */
export const availableDates = (course: string) =>
  queryClient.fetchQuery({
    ...trpc.assessments.availableDates.queryOptions({ course }),
    staleTime: 0,
  });

/** After the contact step: an address that has applied to the round is told by mail. */
export const checkEmail = (input: { email: string; trainingCourse: string }) =>
  trpcClient.applications.checkEmail.mutate(input);

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
