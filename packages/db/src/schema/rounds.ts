import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { roundStatusEnum } from "./enums";

/** Training cohorts, e.g. `round-3`. */
export const rounds = pgTable(
  "rounds",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    schedule: text(),
    /** Last day (Egypt time) the round takes applications; unset means until staff close it. */
    applicationDeadline: date({ mode: "string" }),
    status: roundStatusEnum().notNull(),
    /**
     * GAP-25: the last day (Egypt time) of the early-bird price; unset means it does not end.
     * After it, paying in full costs the round's regular price (below, else the list price).
     */
    earlyBirdEndsOn: date({ mode: "string" }),
    regularPriceEgp: integer(),
    regularPriceUsd: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "rounds_regular_price_egp_check",
      sql`${t.regularPriceEgp} IS NULL OR ${t.regularPriceEgp} > 0`,
    ),
    check(
      "rounds_regular_price_usd_check",
      sql`${t.regularPriceUsd} IS NULL OR ${t.regularPriceUsd} > 0`,
    ),
  ],
);
