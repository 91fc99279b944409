import client from 'prom-client';

/**
 * The one owner of prom-client: a registry of its own (nothing leaks into the library's global one) and
 * every metric the service exposes. Labels are small closed sets (route patterns, outcomes, operation
 * types): never ids, URLs or anything a client chooses.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
  registers,
});

export const tasksTotal = new client.Counter({
  name: 'analysis_tasks_total',
  help: 'Analysis tasks by outcome (completed, failed) and kind (single, combined)',
  labelNames: ['outcome', 'kind'] as const,
  registers,
});

export const extractionDuration = new client.Histogram({
  name: 'extraction_duration_seconds',
  help: 'Time to read and extract one PDF, by outcome (ok or the document error code)',
  labelNames: ['outcome'] as const,
  buckets: SECONDS,
  registers,
});

export const extractionPages = new client.Counter({
  name: 'extraction_pages_total',
  help: 'PDF pages extracted',
  registers,
});

export const extractionPagesPerSecond = new client.Histogram({
  name: 'extraction_pages_per_second',
  help: 'Extraction throughput of each successfully extracted PDF',
  buckets: [1, 5, 10, 25, 50, 100, 200, 400, 800],
  registers,
});

export const callbacksTotal = new client.Counter({
  name: 'callbacks_total',
  help: 'Callback deliveries by outcome (delivered, failed) and failure reason',
  labelNames: ['outcome', 'reason'] as const,
  registers,
});

export const creditOperations = new client.Counter({
  name: 'credit_operations_total',
  help: 'Credit ledger operations by type (top_up, reserve, capture, release, refund, release_orphan) and result (ok, refused, error)',
  labelNames: ['type', 'result'] as const,
  registers,
});

export const creditSettlementFailures = new client.Counter({
  name: 'credit_settlement_failures_total',
  help: 'Failed credit captures, releases and refunds by operation and reason (ledger refusal code or error)',
  labelNames: ['operation', 'reason'] as const,
  registers,
});

export const eventStoreDuration = new client.Histogram({
  name: 'event_store_operation_duration_seconds',
  help: 'Event store latency by operation (append, read_stream, read_all) and store',
  labelNames: ['operation', 'store'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

export const projectionLagEvents = new client.Gauge({
  name: 'projection_lag_events',
  help: 'Events in the store not yet applied by the projection (counted up to 1000), at scrape time',
  labelNames: ['projection'] as const,
  registers,
});

export const projectionLagSeconds = new client.Gauge({
  name: 'projection_lag_seconds',
  help: 'Age of the oldest event not yet applied by the projection (0 when caught up), at scrape time',
  labelNames: ['projection'] as const,
  registers,
});

export interface ProjectionLag {
  name: string;
  events: number;
  seconds: number;
}

const lagSources = new Set<() => Promise<ProjectionLag[]>>();

/**
 * Adds a place the projection gauges read from at scrape time (a process's projection runner); returns
 * the function that removes it (when its stores close).
 */
export function addProjectionLagSource(source: () => Promise<ProjectionLag[]>): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}

/** The Prometheus text exposition, projection lag measured now. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  for (const source of lagSources) {
    try {
      for (const lag of await source()) {
        projectionLagEvents.set({ projection: lag.name }, lag.events);
        projectionLagSeconds.set({ projection: lag.name }, lag.seconds);
      }
    } catch {
      // The store is down: keep the last values rather than failing the whole scrape.
    }
  }
  return { contentType: registry.contentType, body: await registry.metrics() };
}
