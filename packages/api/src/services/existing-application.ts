import { applicationHistory, applications, rounds } from "@kairos/db";
import { APPLICATION_STATUS_LABELS } from "@kairos/shared";
import { and, eq, gt } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { describeError } from "../logger";
import { existingApplicationMail } from "../mail/application-mail";
import { sendOrQueue } from "../mail/outbox";
import { supportEmailOf } from "./settings";

// An applicant who starts again with an address that has applied to the round learns it from a
// mail to that address, never from the page: the form's answer is the same for every address,
// so it tells a stranger nothing (issue 20, item 5). One such mail per application a day.

const TEMPLATE = "Existing application reminder";
const ONCE_PER_MS = 24 * 60 * 60 * 1000;

/**
 * Mails the holder of `email`'s application (an address as the shared schema gives it: trimmed,
 * lower case) to `roundId`, if there is one and it was not
 * reminded within a day. Runs after the answer (not awaited by callers), so that the time the
 * answer takes does not tell whether the address has applied either; never throws.
 */
export async function remindExistingApplication(
  deps: ApiDeps,
  input: { email: string; roundId: string },
  now = new Date(),
): Promise<void> {
  const { db } = deps.database;
  try {
    const [found] = await db
      .select({ row: applications, roundName: rounds.name })
      .from(applications)
      .innerJoin(rounds, eq(rounds.id, applications.trainingCourse))
      .where(
        and(eq(applications.email, input.email), eq(applications.trainingCourse, input.roundId)),
      );
    if (!found) return;
    const { row } = found;
    const [recent] = await db
      .select({ id: applicationHistory.id })
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, row.id),
          eq(applicationHistory.detail, TEMPLATE),
          gt(applicationHistory.createdAt, new Date(now.getTime() - ONCE_PER_MS)),
        ),
      )
      .limit(1);
    if (recent) return;
    const sent = await sendOrQueue(
      deps,
      {
        to: row.email,
        ...existingApplicationMail({
          fullName: row.fullName,
          applicationId: row.id,
          roundName: found.roundName,
          submittedAt: row.createdAt,
          status: APPLICATION_STATUS_LABELS[row.status],
          supportEmail: await supportEmailOf(deps),
        }),
      },
      { applicationId: row.id, template: TEMPLATE },
    );
    await db.insert(applicationHistory).values({
      applicationId: row.id,
      event: sent ? "mail-sent" : "mail-failed",
      detail: TEMPLATE,
    });
  } catch (error) {
    deps.logger.error("existing-application reminder not completed", describeError(error));
  }
}
