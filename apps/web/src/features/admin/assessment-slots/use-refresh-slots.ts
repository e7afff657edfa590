import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "@/lib/data/trpc";

/** After a change: the slot list, the booked-slots list and the applicants' free slots. */
export function useRefreshSlots() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.assessmentSlots.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.assessments.pathKey() }),
    ]);
}
