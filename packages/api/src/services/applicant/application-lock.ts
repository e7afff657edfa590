import { applications, type Tx } from "@kairos/db";
import { APPLICANT_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../../platform/errors";

// The applicant's changes on their page (a booking, a proof, a withdrawal) each read the
// application's status under its row lock, so two at once meet one after the other.

/** The application's row, locked for the rest of the transaction (its status decides). */
export async function lockApplication(tx: Tx, applicationId: number) {
  const [app] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  if (!app) throw new AppError("NOT_FOUND", "Application not found");
  return app;
}

/** Refuses an applicant's change to a withdrawn application (nothing on it is theirs to change). */
export function refuseWithdrawn(app: { withdrawnAt: Date | null }) {
  if (app.withdrawnAt) throw new AppError("CONFLICT", APPLICANT_MESSAGES.withdrawnNoActions);
}
