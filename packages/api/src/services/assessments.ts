import { type Db, rounds } from "@kairos/db";
import { asc } from "drizzle-orm";

/** Every round, oldest first (ids sort as round-1, round-2, ...). */
export function listRounds(db: Db) {
  return db.select().from(rounds).orderBy(asc(rounds.id));
}
