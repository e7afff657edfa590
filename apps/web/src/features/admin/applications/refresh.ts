import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "@/lib/data/trpc";

/** Invalidates every applications query (list, details, by e-mail, booked slots). */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.overview.queryKey() }),
    ]);
}
