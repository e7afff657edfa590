import type { AppRouter } from "@kairos/api";
import { TRPC_MAX_BATCH_SIZE } from "@kairos/shared";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  splitLink,
  TRPCClientError,
} from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { ReactNode } from "react";
import { getSession, sessionLost, subscribeSession } from "@/features/auth/session";

/** A 401 from any call but the sign-in itself, whose message the form shows instead. */
export function isSessionLost(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    error.data?.code === "UNAUTHORIZED" &&
    error.data?.path !== "auth.login"
  );
}

const handleError = (error: unknown) => {
  if (isSessionLost(error)) sessionLost();
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleError }),
  mutationCache: new MutationCache({ onError: handleError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 401 or 403 will not change by asking again.
      retry: (count, error) =>
        count < 1 &&
        !(error instanceof TRPCClientError && [401, 403, 404].includes(error.data?.httpStatus)),
    },
  },
});

// Signed out (logout, a 401, another tab's sign-out noticed): no staff data stays cached.
let signedIn = getSession().status === "authenticated";
subscribeSession(() => {
  const wasSignedIn = signedIn;
  signedIn = getSession().status === "authenticated";
  if (wasSignedIn && !signedIn) queryClient.clear();
});

/** The `Idempotency-Key` a call carries in its tRPC context (public form submissions). */
const idempotencyKeyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === "string" ? context.idempotencyKey : undefined;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // A call with an Idempotency-Key travels alone, so that the header belongs to it only.
    splitLink({
      condition: (op) => idempotencyKeyOf(op.context) !== undefined,
      true: httpLink({
        url: "/trpc",
        headers: ({ op }) => ({ "Idempotency-Key": idempotencyKeyOf(op.context) ?? "" }),
      }),
      // The server refuses larger batches (400): a busy staff screen sends several.
      false: httpBatchLink({ url: "/trpc", maxItems: TRPC_MAX_BATCH_SIZE }),
    }),
  ],
});

/** Typed query and mutation options for TanStack Query: `useQuery(trpc.x.y.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The server's message for a failed call, else `fallback` (network failures, crashes). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof TRPCClientError && error.data && error.message ? error.message : fallback;
}

/** The server's messages per field of a refused call (`{ newPassword: "…" }`), else none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = error instanceof TRPCClientError ? error.data?.fieldErrors : undefined;
  return errors && typeof errors === "object" ? (errors as Record<string, string>) : {};
}

/** TanStack Query for the parts that use it: the forms, the residence dialog, the staff screens. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
