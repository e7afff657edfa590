import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// The process's Prometheus metrics (the server's GET /metrics writes them out). Each is counted
// where its event happens; a metric is a number in memory, so the services that count need no
// set-up and the tests none either. One registry of our own, not prom-client's global one.

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

/** The process metrics of prom-client (CPU, memory, event loop, GC), from the first scrape on. */
let processMetrics = false;
export function startProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** `route` is the matched route's pattern, never the raw path (ids, tokens). */
export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** Counted where a failure is mapped to the 503 (platform/health.ts databaseUnavailable). */
export const databaseErrors = new Counter({
  name: "db_query_errors_total",
  help: "Requests answered 503 because the database could not be reached",
  registers,
});

/**
 * Set at each scrape from the outbox table (the server's metrics route): the database's count,
 * not a process's, so a cluster's sum leaves it out (cluster-metrics.ts writes it once).
 */
export const mailQueued = new Gauge({
  name: "mail_outbox_queued",
  help: "Mails waiting in the outbox for a retry (not given up)",
  aggregator: "omit",
  registers,
});

export const mailSendFailures = new Counter({
  name: "mail_send_failures_total",
  help: "Sends that failed, at the first try or a retry (the mail stays queued)",
  registers,
});

export const mailGivenUp = new Counter({
  name: "mail_outbox_given_up_total",
  help: "Queued mails given up after the last retry",
  registers,
});

/** Set at each scrape from the deliveries table, as mail_outbox_queued is. */
export const webhooksPending = new Gauge({
  name: "webhook_deliveries_pending",
  help: "Webhook deliveries not yet answered 2xx and still to be tried (not given up)",
  aggregator: "omit",
  registers,
});

export const webhookFailures = new Counter({
  name: "webhook_delivery_failures_total",
  help: "Webhook tries that were not answered 2xx (the delivery is retried later)",
  registers,
});

export const webhooksGivenUp = new Counter({
  name: "webhook_deliveries_given_up_total",
  help: "Webhook deliveries given up after the last retry",
  registers,
});

/** Places taken in assessment slots: an application with a slot, a later booking, a move. */
export const bookingsTaken = new Counter({
  name: "bookings_taken_total",
  help: "Assessment slot places taken (applications with a slot, bookings, moves)",
  registers,
});

/**
 * Why a booking, a move or an application with a slot was refused a place: the slot is `full`,
 * or it starts too soon (`cutoff`: already started, or within the applicant's cut-off).
 */
export type BookingRefusal = "full" | "cutoff";

const bookingsRefused = new Counter({
  name: "bookings_refused_total",
  help: "Assessment slot places refused, by reason (full, cutoff)",
  labelNames: ["reason"] as const,
  registers,
});
// Both series exist from the start, at 0, so that a rate over them is defined.
for (const reason of ["full", "cutoff"] satisfies BookingRefusal[])
  bookingsRefused.inc({ reason }, 0);

export const countRefusedBooking = (reason: BookingRefusal) => bookingsRefused.inc({ reason });
