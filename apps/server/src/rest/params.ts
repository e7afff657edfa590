import { AppError } from "@kairos/api";
import { dateParam, INVALID_INPUT } from "@kairos/shared";

/** The day in `raw` (the shared `dateParam`, as tRPC's), else a 400 saying what is wrong. */
export function dateOf(raw: string | undefined): string {
  const date = dateParam.safeParse(raw);
  if (!date.success) {
    throw new AppError("BAD_REQUEST", date.error.issues[0]?.message ?? INVALID_INPUT);
  }
  return date.data;
}
