import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';

/**
 * Metrics of `npm start`'s workers as one node's (docs/metrics.md): a scrape reaches whichever worker the primary
 * hands the connection to, and that worker asks the primary, which gathers every worker's registries (prom-client's
 * cluster aggregation: counters and histograms summed, process figures by each metric's own rule) and answers the sum.
 */

let aggregator: AggregatorRegistry<PrometheusContentType> | null = null;

/** Primary side: the text of every worker's metrics together. */
export function gatherWorkerMetrics(): Promise<string> {
  aggregator ??= new AggregatorRegistry();
  return aggregator.clusterMetrics();
}

/** Worker side: answers the primary's gathering with `registries` (from now on, for this process). */
export function offerWorkerMetrics(registries: Registry[]): void {
  // Constructing one in a worker is what makes prom-client answer the primary's requests.
  aggregator ??= new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);
}
