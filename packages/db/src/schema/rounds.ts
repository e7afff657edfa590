import { date, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { roundStatusEnum } from "./enums";

/** Training cohorts, e.g. `round-3`. */
export const rounds = pgTable("rounds", {
  id: text().primaryKey(),
  name: text().notNull(),
  startDate: date({ mode: "string" }),
  endDate: date({ mode: "string" }),
  schedule: text(),
  /** Last day (Egypt time) the round takes applications; unset means until staff close it. */
  applicationDeadline: date({ mode: "string" }),
  status: roundStatusEnum().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
