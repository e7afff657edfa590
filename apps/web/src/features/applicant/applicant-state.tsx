import type { ApplicantPage } from "@kairos/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { trpc } from "@/lib/data/trpc";
import { statusOfTrpcError } from "../forms/submission-key";

// The data of the applicant's page and what its sections share: the link's token, the page as
// the server last answered it, and how an action's answer reaches the page.

/** What each action answers, the tRPC procedures and the proof's REST route alike. */
export interface ActionAnswer {
  message: string;
  /** Whether the applicant was e-mailed (null: no mail goes with this action). */
  emailSent: boolean | null;
  page: ApplicantPage;
}

export interface ApplicantState {
  token: string;
  page: ApplicantPage;
  /** Takes an action's answer: the page as it now is, the free slots read again, its message. */
  took: (answer: ActionAnswer) => void;
  /** The applicant's data was deleted (decision 0034): the page ends with `message`. */
  erased: (message: string) => void;
}

const ApplicantContext = createContext<ApplicantState | null>(null);
export const ApplicantProvider = ApplicantContext.Provider;

export function useApplicant(): ApplicantState {
  const state = useContext(ApplicantContext);
  if (!state) throw new Error("useApplicant outside the applicant's page");
  return state;
}

/** A refusal of the link or request (4xx): asking again gets the same answer. */
export const isRefusal = (error: unknown) => {
  const status = statusOfTrpcError(error);
  return status !== undefined && status >= 400 && status < 500;
};

export function usePageQuery(token: string) {
  return useQuery({
    ...trpc.applicant.page.queryOptions({ token }),
    retry: (count, error) => count < 1 && !isRefusal(error),
  });
}

/** The free slots, read when a chooser shows them (and each time again: they go fast). */
export function useFreeSlots(token: string, enabled = true) {
  return useQuery({ ...trpc.applicant.slots.queryOptions({ token }), enabled, staleTime: 0 });
}

/** Puts an action's page into the cache and has the free slots read again. */
export function useStoreAnswer(token: string) {
  const queryClient = useQueryClient();
  return (answer: ActionAnswer) => {
    queryClient.setQueryData(trpc.applicant.page.queryKey({ token }), answer.page);
    void queryClient.invalidateQueries(trpc.applicant.slots.queryFilter({ token }));
  };
}

/**
 * After a refused booking action (a slot just taken, the cut-off passed meanwhile): the free
 * slots and the page as they now are, so that what is offered is what may still be done.
 */
export function useReadAgain(token: string) {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries(trpc.applicant.slots.queryFilter({ token })),
      queryClient.invalidateQueries(trpc.applicant.page.queryFilter({ token })),
    ]);
}
