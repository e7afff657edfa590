import {
  type ApiDeps,
  claimJobRun,
  deleteExpiredEmailCodes,
  deleteExpiredFormSubmissions,
  deleteExpiredIdempotencyKeys,
  deleteOldJobClaims,
  deleteOldLoginFailures,
  deliverDueWebhooks,
  describeError,
  mailWaitlist,
  remindStaffOfMissingCallLinks,
  retryQueuedMail,
  runDailyRetention,
  sendAssessmentReminders,
  sendCallLinks,
  sendInstallmentReminders,
  sendStaffDigest,
  stopWebhookRetries,
  sweepUnreferencedUploads,
} from "@kairos/api";

const REMINDER_INTERVAL_MS = 60_000;

export interface Scheduler {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs the mail jobs (the applicants' reminders 24 hours before the assessment, a call link
 * added after its reminder, the staff reminder of slots without a link, the retries of mails
 * that failed when due), mails the "tell me when" list once registration is open (GAP-27),
 * sends the webhook deliveries that are due (the backstop of each process's retry timer: a
 * process that stopped, or a delivery tried elsewhere), forgets Idempotency-Keys
 * older than a day and the form submissions that left the limits' window, now and then every
 * minute.
 * Every process may run it: the jobs claim each mail in the database. One run at a time per
 * process; a failing run is logged and the next minute tries again. The timer is unref'd so
 * it never keeps the process alive on its own.
 */
export function startScheduler(
  deps: ApiDeps,
  options: { intervalMs?: number; now?: () => Date } = {},
): Scheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = async () => {
    try {
      const at = now();
      // Reminders first: a link already in the slot goes with its reminder, not alone.
      const reminders = await sendAssessmentReminders(deps, at);
      if (reminders.sent || reminders.failed) {
        deps.logger.info("assessment reminders mailed", { ...reminders });
      }
      const links = await sendCallLinks(deps, at);
      if (links.sent || links.failed) deps.logger.info("call links mailed", { ...links });
      const reminder = await remindStaffOfMissingCallLinks(deps, at);
      if (reminder.sent !== null) deps.logger.info("missing call link reminder", { ...reminder });
    } catch (error) {
      deps.logger.error("scheduled mail run failed", describeError(error));
    }
    // Separate from the jobs above, so that one failing does not hold the other back.
    try {
      const at = now();
      const retried = await retryQueuedMail(deps, at);
      if (retried.sent || retried.failed) deps.logger.info("queued mail retried", { ...retried });
      await deleteExpiredIdempotencyKeys(deps.database.db, at);
      await deleteExpiredFormSubmissions(deps, at);
      await deleteExpiredEmailCodes(deps.database.db, at);
      await deleteOldLoginFailures(deps.database.db, at);
    } catch (error) {
      deps.logger.error("mail retry run failed", describeError(error));
    }
    // The "tell me when" list, once registration is open (a round's slots freed, or anything
    // the staff's own changes did not already mail at once).
    try {
      await mailWaitlist(deps, now());
    } catch (error) {
      deps.logger.error("waiting list run failed", describeError(error));
    }
    // The second installment's reminders and the staff digest (each claims its own mails).
    try {
      const installments = await sendInstallmentReminders(deps, now());
      if (installments.sent || installments.queued) {
        deps.logger.info("installment reminders mailed", { ...installments });
      }
      const digest = await sendStaffDigest(deps, now());
      if (digest.alerts) deps.logger.info("staff digest mailed", { ...digest });
    } catch (error) {
      deps.logger.error("payment reminders or digest run failed", describeError(error));
    }
    // Retention (decision 0033): once a day across the processes, what is past its time.
    try {
      const retention = await runDailyRetention(deps, now());
      if (retention) deps.logger.info("retention run done", { ...retention });
    } catch (error) {
      deps.logger.error("retention run failed", describeError(error));
    }
    try {
      const hooks = await deliverDueWebhooks(deps, now());
      if (hooks.failed) deps.logger.warn("webhook deliveries failed", { ...hooks });
    } catch (error) {
      deps.logger.error("webhook delivery run failed", describeError(error));
    }
  };
  // Uploads nobody references, once an hour across all processes (listing every upload each
  // minute would be waste): each process offers to run it once per UTC hour, and the one that
  // claims the hour in the database does.
  let lastPeriod = "";
  const sweepUploads = async () => {
    const at = now();
    const period = at.toISOString().slice(0, 13);
    if (period === lastPeriod) return;
    lastPeriod = period;
    try {
      if (!(await claimJobRun(deps, "uploads-sweep", period, at))) return;
      await deleteOldJobClaims(deps, at);
      const removed = await sweepUnreferencedUploads(deps, { now: at });
      if (removed) deps.logger.info("unreferenced uploads swept", { removed });
    } catch (error) {
      deps.logger.error("uploads sweep failed", describeError(error));
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = runOnce()
      .then(sweepUploads)
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, options.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopWebhookRetries(deps);
      await running;
    },
  };
}
