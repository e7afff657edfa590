import { startTransition, useEffect, useState } from "react";
import { fetchPublicQuery } from "@/lib/data/public-query";
import { whenIdle } from "@/lib/loading/idle";
import type { Round } from "./step-course";

// What the application form reads from the server, without TanStack Query on its first step:
// the courses at once with plain fetch, the course's assessment dates when the browser is idle
// through ./calls.ts.

export const loadCalls = () => import("./calls");

export interface Loaded<T> {
  data?: T;
  failed: boolean;
}

/** The rounds, asked once (and once more after a failure), for the course list of step 1. */
export function useRounds(): Loaded<Round[]> {
  const [rounds, setRounds] = useState<Loaded<Round[]>>({ failed: false });
  useEffect(() => {
    let active = true;
    const ask = () => fetchPublicQuery("assessments", "rounds");
    ask()
      .catch(ask)
      .then(
        // In a transition: the course list renders in slices, between which the browser answers.
        (data) => active && startTransition(() => setRounds({ data, failed: false })),
        (error: unknown) => {
          console.error("Failed to load the training courses", error);
          if (active) setRounds({ failed: true });
        },
      );
    return () => {
      active = false;
    };
  }, []);
  return rounds;
}

/**
 * The course's assessment dates (YYYY-MM-DD, Egypt time), needed from step 6 on: asked when the
 * browser is idle after the course is chosen, and again when `asked` changes (a slot taken).
 */
export function useAvailableDates(course: string, asked: number): Loaded<string[]> {
  const [dates, setDates] = useState<(Loaded<string[]> & { course: string }) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` asks again
  useEffect(() => {
    if (!course) return;
    let active = true;
    const cancel = whenIdle(() =>
      loadCalls()
        .then((calls) => calls.availableDates(course))
        .then(
          (data) => active && setDates({ course, data, failed: false }),
          () => active && setDates({ course, failed: true }),
        ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [course, asked]);
  return dates?.course === course ? dates : { failed: false };
}
