import { applicationPayments, type Db, type Tx } from "@kairos/db";
import { eq } from "drizzle-orm";

/** An application's ledger entries as ledgerOf reads them (corrections included). */
export function ledgerEntriesOf(db: Db | Tx, applicationId: number) {
  return db
    .select({
      id: applicationPayments.id,
      kind: applicationPayments.kind,
      amount: applicationPayments.amount,
      correctsId: applicationPayments.correctsId,
    })
    .from(applicationPayments)
    .where(eq(applicationPayments.applicationId, applicationId));
}
