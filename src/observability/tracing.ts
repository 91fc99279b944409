import { context, trace, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OpenTelemetryPlugin } from '@temporalio/interceptors-opentelemetry';
import type { Context, Next } from 'koa';
import { routeOf } from '../http/request-context';

/**
 * OpenTelemetry tracing, the one owner of the OTel SDK: HTTP request spans (route pattern, status,
 * request id: never the URL's query, headers or bodies) and, through Temporal's OpenTelemetry plugin,
 * workflow and activity spans. Off unless configured (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `TRACING_EXPORTER=console`); a test passes its own exporter.
 */
export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base endpoint (spans go to `<endpoint>/v1/traces`), `console`, or a given exporter. */
  exporter: { otlpEndpoint: string } | 'console' | SpanExporter;
}

export interface Tracing {
  /** Add to `WorkerOptions.plugins` (workflow, activity and client interceptors plus the workflow span sink). */
  workerPlugin: OpenTelemetryPlugin;
  /** Module to pass to `bundleWorkflowCode({ workflowInterceptorModules })` when a bundle is prebuilt. */
  workflowInterceptorModule: string;
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

export function startTracing(options: TracingOptions): Tracing {
  const resource = new Resource({ 'service.name': options.serviceName });
  let processor: SpanProcessor;
  if (options.exporter === 'console') processor = new SimpleSpanProcessor(new ConsoleSpanExporter());
  else if ('otlpEndpoint' in options.exporter) {
    const url = `${options.exporter.otlpEndpoint.replace(/\/+$/, '')}/v1/traces`;
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  } else processor = new SimpleSpanProcessor(options.exporter);
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  const tracing: Tracing = {
    workerPlugin: new OpenTelemetryPlugin({ resource, spanProcessor: processor }),
    workflowInterceptorModule: require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors'),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      if (active === tracing) active = null;
    },
  };
  active = tracing;
  return tracing;
}

/** The tracing started in this process, if any (the worker adds its plugin). */
export function activeTracing(): Tracing | null {
  return active;
}

/** One server span per request, named by method and route pattern; a no-op when tracing is off. */
export async function traceRequests(ctx: Context, next: Next): Promise<void> {
  if (!active) return next();
  const tracer = trace.getTracer('statement-analysis-http');
  await tracer.startActiveSpan(`${ctx.method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method } }, async (span) => {
    try {
      await next();
    } finally {
      const route = routeOf(ctx);
      span.updateName(`${ctx.method} ${route}`);
      span.setAttributes({
        'http.route': route,
        'http.response.status_code': ctx.status,
        'request.id': String(ctx.state.requestId ?? ''),
      });
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  });
}
