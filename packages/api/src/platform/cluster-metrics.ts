import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { metricsRegistry, startProcessMetrics } from "./metrics";

// With WEB_CONCURRENCY=N (node:cluster) a scrape of /metrics reaches one worker, whose own
// counts are a share of the machine's. So a worker asks the primary, which gathers every
// worker's metrics with prom-client's AggregatorRegistry (counts and histograms summed, each
// metric by its `aggregator`) and answers with the machine's.

const MESSAGE = "kairos:metrics";
/** Longer than prom-client's own wait for the workers (5 s). */
const ANSWER_WAIT_MS = 7_000;

interface Answer {
  type: typeof MESSAGE;
  id: number;
  text?: string;
  error?: string;
}

// A worker answers the primary's gathering from our registry (prom-client's default is its
// global one); constructing an AggregatorRegistry is what starts that listener. Its process
// metrics run from the start, since any worker's scrape includes them.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
  startProcessMetrics();
}

/** In the primary of a cluster: answers the workers' requests for the machine's metrics. */
export function gatherWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Partial<Answer> | null) => {
    if (message?.type !== MESSAGE) return;
    const reply = (answer: Omit<Answer, "type" | "id">) =>
      worker.isConnected() && worker.send({ type: MESSAGE, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

let asked = 0;

/**
 * The Prometheus text of a scrape: this process's metrics, or in a cluster's worker the
 * machine's (from the primary). The metrics that are the database's, the same in every worker
 * (their aggregator is "omit"), are written once, as this worker read them.
 */
export async function scrapeMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = ++asked;
  const text = await new Promise<string>((resolve, reject) => {
    const onMessage = (message: Partial<Answer> | null) => {
      if (message?.type !== MESSAGE || message.id !== id) return;
      done();
      if (message.text === undefined) reject(new Error(message.error ?? "no metrics"));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("the cluster's primary did not answer"));
    }, ANSWER_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: MESSAGE, id });
  });
  const own = await Promise.all(
    metricsRegistry
      .getMetricsAsArray()
      .filter((metric) => metric.aggregator === "omit")
      .map((metric) => metricsRegistry.getSingleMetricAsString(metric.name)),
  );
  return `${[text.trimEnd(), ...own].join("\n")}\n`;
}
