import { applicationHistory, applications, rounds } from "@kairos/db";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import type { MailMessage } from "../../mail/mailer";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { supportEmailOf } from "../settings/settings";

/** Who the applicant mails of a booking change are addressed to, with their link. */
export interface BookingMailFacts {
  applicationId: number;
  fullName: string;
  /** The applicant's address, the invitation's attendee. */
  email: string;
  roundName: string;
  supportEmail: string;
  /** The applicant's personal page, minted for this mail. */
  link: string;
}

/**
 * After the commit: mails the applicant (with a new personal link) and records whether it went
 * out. Never undoes the change: a failure here is logged and answered as not sent.
 */
export async function mailApplicant(
  deps: ApiDeps,
  applicationId: number | null,
  template: string,
  build: (facts: BookingMailFacts) => Omit<MailMessage, "to">,
): Promise<boolean | null> {
  if (applicationId === null) return null;
  const { db } = deps.database;
  try {
    const [who] = await db
      .select({
        fullName: applications.fullName,
        email: applications.email,
        roundName: rounds.name,
      })
      .from(applications)
      .innerJoin(rounds, eq(rounds.id, applications.roundId))
      .where(eq(applications.id, applicationId));
    if (!who) return null;
    const facts = {
      applicationId,
      fullName: who.fullName,
      email: who.email,
      roundName: who.roundName,
      supportEmail: await supportEmailOf(deps),
      link: await issueApplicantLink(deps, applicationId),
    };
    const sent = await sendOrQueue(deps, await toPerson(deps, who.email, build(facts)), {
      applicationId,
      template,
    });
    await db.insert(applicationHistory).values({
      applicationId,
      event: sent ? "mail-sent" : "mail-failed",
      detail: template,
    });
    return sent;
  } catch (error) {
    deps.logger.error("applicant mail not completed", {
      template,
      applicationId,
      ...describeError(error),
    });
    return false;
  }
}
