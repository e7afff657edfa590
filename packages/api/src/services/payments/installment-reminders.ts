import { applicationHistory, applications, installmentReminders, rounds } from "@kairos/db";
import { egyptToday, type InstallmentReminderKind, ledgerOf, paymentTerms } from "@kairos/shared";
import { and, eq, gte, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import {
  INSTALLMENT_OVERDUE_TEMPLATE,
  INSTALLMENT_REMINDER_TEMPLATE,
  installmentOverdueMail,
  installmentReminderMail,
} from "../../mail/installment-mail";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { paymentInstructionsText } from "../../mail/payment-instructions";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { getSiteSettings } from "../settings/settings";
import { ledgerEntriesOf } from "./ledger-entries";
import { closedSql, netPaidSql, secondDueSql } from "./ledger-sql";

// The second installment's reminders (APP-26), a job of the scheduler: Settings' number of days
// before its due date (the round's start + 20), and once more the day after it passed unpaid.
// Each is sent once per installment and kind across processes and restarts: the run that
// inserts its row in installment_reminders sends it; a send that fails goes to the outbox, so
// it is retried there and never claimed again. A round without a start date has no due date,
// so no reminders.

/** Only the second installment has a date (the first is paid with the application). */
const INSTALLMENT = 2;

export interface InstallmentReminderRun {
  sent: number;
  queued: number;
}

const TEMPLATES: Record<InstallmentReminderKind, string> = {
  before: INSTALLMENT_REMINDER_TEMPLATE,
  overdue: INSTALLMENT_OVERDUE_TEMPLATE,
};

/** The applications owing a second installment whose `kind` of reminder is due today. */
function candidates(deps: ApiDeps, kind: InstallmentReminderKind, today: string, days: number) {
  const when =
    kind === "before"
      ? and(
          lte(sql`${secondDueSql} - ${days}::int`, sql`${today}::date`),
          gte(secondDueSql, sql`${today}::date`),
        )
      : lt(secondDueSql, sql`${today}::date`);
  return deps.database.db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      plan: applications.paymentPlan,
      currency: applications.currency,
      amountDue: applications.amountDue,
      roundName: rounds.name,
      roundStart: rounds.startDate,
    })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(
      and(
        eq(applications.paymentPlan, "two-payments"),
        sql`not ${closedSql}`,
        // An erased applicant has no address left to write to (decision 0033).
        isNull(applications.erasedAt),
        isNotNull(rounds.startDate),
        when,
        lt(netPaidSql, applications.amountDue),
        sql`not exists (select 1 from ${installmentReminders} r where r.application_id = ${applications.id} and r.installment = ${INSTALLMENT} and r.kind = ${kind})`,
      ),
    );
}

async function release(deps: ApiDeps, applicationId: number, kind: InstallmentReminderKind) {
  await deps.database.db
    .delete(installmentReminders)
    .where(
      and(
        eq(installmentReminders.applicationId, applicationId),
        eq(installmentReminders.installment, INSTALLMENT),
        eq(installmentReminders.kind, kind),
      ),
    );
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** The one run whose insert wins mails it. */
async function claim(deps: ApiDeps, applicationId: number, kind: InstallmentReminderKind) {
  const claimed = await deps.database.db
    .insert(installmentReminders)
    .values({ applicationId, installment: INSTALLMENT, kind })
    .onConflictDoNothing()
    .returning({ applicationId: installmentReminders.applicationId });
  return claimed.length > 0;
}

/** The mail of `kind` for `row`, or null when nothing is owed after all. */
async function reminderMail(
  deps: ApiDeps,
  row: Candidate,
  kind: InstallmentReminderKind,
  today: string,
  now: Date,
) {
  const entries = await ledgerEntriesOf(deps.database.db, row.id);
  const terms = paymentTerms({
    plan: row.plan,
    currency: row.currency,
    total: row.amountDue,
    roundStart: row.roundStart,
  });
  const ledger = ledgerOf({ terms, entries, today });
  const second = ledger.installments[INSTALLMENT - 1];
  if (!second?.dueDate || second.paid >= second.amount || ledger.outstanding === 0) return null;
  const site = await getSiteSettings(deps);
  const args = {
    fullName: row.fullName,
    roundName: row.roundName,
    installment: INSTALLMENT,
    // What remains of the second installment (the first's proof went with the application,
    // whether or not staff have recorded it yet).
    amount: second.amount - second.paid,
    currency: row.currency,
    dueDate: second.dueDate,
    howToPay: paymentInstructionsText(site, row.currency),
    supportEmail: site.supportEmail,
    link: await issueApplicantLink(deps, row.id, { now }),
  };
  const content = kind === "before" ? installmentReminderMail(args) : installmentOverdueMail(args);
  return toPerson(deps, row.email, content);
}

/**
 * Mails the second installment's reminders due on `now`'s day in Egypt: "before" from
 * Settings' days ahead of the due date up to it, "overdue" from the day after it. A run after
 * a pause still sends what is due (an overdue notice a few days late beats none).
 */
export async function sendInstallmentReminders(
  deps: ApiDeps,
  now = new Date(),
): Promise<InstallmentReminderRun> {
  const today = egyptToday(now);
  const { installmentReminderDays } = await getSiteSettings(deps);
  const run: InstallmentReminderRun = { sent: 0, queued: 0 };
  for (const kind of ["before", "overdue"] as const) {
    for (const row of await candidates(deps, kind, today, installmentReminderDays)) {
      if (!(await claim(deps, row.id, kind))) continue;
      let mail: Awaited<ReturnType<typeof reminderMail>>;
      try {
        mail = await reminderMail(deps, row, kind, today, now);
      } catch (error) {
        // Nothing went out (the link could not be minted): the claim goes back for a later run.
        deps.logger.error("installment reminder not mailed", {
          applicationId: row.id,
          kind,
          ...describeError(error),
        });
        await release(deps, row.id, kind).catch(() => undefined);
        continue;
      }
      if (!mail) continue;
      const template = TEMPLATES[kind];
      // Once claimed, the mail goes now or waits in the outbox: never claimed a second time.
      const sent = await sendOrQueue(deps, mail, { applicationId: row.id, template }, now);
      if (sent) run.sent++;
      else run.queued++;
      await deps.database.db.insert(applicationHistory).values({
        applicationId: row.id,
        event: sent ? "mail-sent" : "mail-failed",
        detail: template,
      });
    }
  }
  return run;
}
