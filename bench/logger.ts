// Benchmark: what a log line costs with the redacting logger, beside a plain JSON line.
//   node --import tsx bench/logger.ts
// Writes BENCH_LINES lines (default 200,000) of each kind into a sink that keeps nothing, three
// rounds each, interleaved, and prints the median microseconds per line: a request line (no
// personal data), a mail failure with named personal fields and an address in its error text,
// and for comparison JSON.stringify of the same request line with nothing redacted.
import { createLogger } from "@kairos/api";

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const discard = () => {};
const logger = createLogger("info", discard);

const request = {
  method: "GET",
  path: "/api/trainings/round-3",
  status: 200,
  ms: 3,
};
const mailFailure = {
  to: "Layla Hassan <layla@example.com>",
  subject: "Your application APP-000123",
  error: "Can't send mail - all recipients were rejected: 550 <layla@example.com> no mailbox",
  nested: { email: "layla@example.com", phone: "+201001234567" },
};

const cases: Record<string, () => void> = {
  "plain JSON.stringify (no redaction)": () => {
    discard(
      JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "request", ...request }),
    );
  },
  "request line": () => logger.info("request", request),
  "mail failure with personal data": () => logger.error("mail failed", mailFailure),
};

const results: Record<string, number[]> = Object.fromEntries(
  Object.keys(cases).map((name) => [name, []]),
);
for (let round = 0; round < 3; round++) {
  for (const [name, run] of Object.entries(cases)) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < LINES; i++) run();
    const us = Number(process.hrtime.bigint() - start) / 1000 / LINES;
    results[name]?.push(us);
  }
}
for (const [name, runs] of Object.entries(results)) {
  const median = [...runs].sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `${name}: ${median.toFixed(2)} µs a line (rounds: ${runs.map((r) => r.toFixed(2)).join(", ")})`,
  );
}
