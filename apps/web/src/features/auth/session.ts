import type { PublicUser } from "@kairos/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { queryClient, trpc } from "../../lib/trpc";

/** The signed-in staff user (null when signed out), shared by the bar, guards and pages. */
export const sessionQuery = () => trpc.auth.me.queryOptions(undefined, { staleTime: 5 * 60_000 });

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "authenticated"; user: PublicUser }
  | { status: "anonymous"; user: null };

/** 'loading' until the profile check ends; authenticated only when the user is known. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery());
  if (isPending) return { status: "loading", user: null };
  return data ? { status: "authenticated", user: data } : { status: "anonymous", user: null };
}

/** Forgets the local session and every cached query, staff data included (logout, 401). */
export function clearLocalSession() {
  queryClient.clear();
  queryClient.setQueryData(trpc.auth.me.queryKey(), null);
}

/** Signs out on the server, then locally, and returns to the home page. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  return () =>
    logout.mutateAsync().finally(() => {
      clearLocalSession();
      void navigate({ to: "/" });
    });
}

/** The bar's label for a signed-in user: first name, else username, else 'Admin'. */
export const displayNameOf = (user: PublicUser) => user.firstName || user.username || "Admin";

/** Only same-site paths may be returned to after sign-in. */
export const safeRedirect = (target: string | undefined) =>
  target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/admin/login")
    ? target
    : undefined;
