import { z } from "zod";
import { ACCESS_ACTIONS } from "../enums";
import { dateParam, paginationQuery } from "./common";

// The staff access log (decision 0035): who opened which uploaded file and who downloaded which
// export, listed and exported for admins.

export const ACCESS_LOG_PAGE_SIZE = 25;

const day = dateParam.optional();

/**
 * The log's filters: one staff member (their user id; an API key's accesses count as its
 * maker's), one action, and a range of Egypt days, both ends included.
 */
export const accessLogFiltersSchema = z.object({
  userId: z.uuid("Unknown staff member").optional(),
  action: z.enum(ACCESS_ACTIONS, "Unknown action").optional(),
  from: day,
  to: day,
});
export type AccessLogFilters = z.output<typeof accessLogFiltersSchema>;

/** `?page&limit&userId&action&from&to` of the log's list: newest first. */
export const accessLogListSchema = paginationQuery(ACCESS_LOG_PAGE_SIZE, 100).extend(
  accessLogFiltersSchema.shape,
);
export type AccessLogListQuery = z.output<typeof accessLogListSchema>;
