import type { AppRouter } from "@kairos/api";
import type { inferRouterOutputs } from "@trpc/server";

// A public tRPC query with plain fetch (GET /trpc/<router>.<procedure>, the answer's
// result.data), for what a page's first load needs before its tRPC client and TanStack Query
// arrive, if ever: the top bar's session, the application's course list.

type Outputs = inferRouterOutputs<AppRouter>;

export async function fetchPublicQuery<
  R extends keyof Outputs & string,
  P extends keyof Outputs[R] & string,
>(router: R, procedure: P): Promise<Outputs[R][P]> {
  const res = await fetch(`/trpc/${router}.${procedure}`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`${router}.${procedure} answered HTTP ${res.status}`);
  const body = (await res.json()) as { result?: { data?: Outputs[R][P] } };
  return body.result?.data as Outputs[R][P];
}
