// OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) names an
// OTLP/HTTP collector. A request gets a server span at the gateway and one in the service, linked
// by the W3C traceparent header; the diary's index jobs carry it through the outbox and the queue
// to the search worker's span (docs/observability.md). While tracing is on, every log line written
// inside a span carries its trace_id and span_id. Off, nothing here runs on a request: the context
// manager (AsyncLocalStorage) cost about a tenth of a service's throughput (docs/decisions.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Context,
  context,
  propagation,
  ROOT_CONTEXT,
  Span,
  SpanKind,
  SpanStatusCode,
  trace,
  Tracer,
} from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TraceCarrier } from '@diary/contracts/server';
import { loggableUrl } from './loggable-url';
import { routeLabel } from './metrics';

export const tracingEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.OTEL_SDK_DISABLED !== 'true' &&
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/** Where a request keeps its span (a symbol shared by every app's copy of this module). */
const REQUEST_SPAN = Symbol.for('work-diary.request-span');

/**
 * pino's mixin while tracing is on: a request's own line names the request's span (it is written
 * when the answer has gone, outside any span); any other line, the span it is written in.
 */
export function traceFields(merge?: object): { trace_id?: string; span_id?: string } {
  const req = (merge as { req?: Record<symbol, Span | undefined> } | undefined)?.req;
  const span = req?.[REQUEST_SPAN] ?? trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * One app's tracer (its spans name it as service.name, also in one-process mode where five apps
 * share the process). Its methods do nothing when tracing is off.
 */
export class Tracing {
  readonly enabled: boolean;
  /** Resolves once the SDK has loaded (spans begin then; the app takes longer to boot). */
  readonly ready: Promise<void>;
  private provider?: NodeTracerProvider;
  private tracer?: Tracer;

  constructor(service: string, env: NodeJS.ProcessEnv = process.env) {
    this.enabled = tracingEnabled(env);
    this.ready = this.enabled
      ? this.start(service).catch((err: unknown) => {
          process.stderr.write(`${service}: traces are off: ${err instanceof Error ? err.message : err}\n`);
        })
      : Promise.resolve();
  }

  /** The SDK loads only when tracing is on (about 10 MB that an instance without it never pays). */
  private async start(service: string): Promise<void> {
    const [{ BatchSpanProcessor, NodeTracerProvider }, { OTLPTraceExporter }, { resourceFromAttributes }] =
      await Promise.all([
        import('@opentelemetry/sdk-trace-node'),
        import('@opentelemetry/exporter-trace-otlp-http'),
        import('@opentelemetry/resources'),
      ]);
    this.provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': service }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
    // The first app in the process sets the context manager and the W3C propagator; the others'
    // registration is refused by the API, harmlessly, and they use their own tracer directly.
    this.provider.register();
    this.tracer = this.provider.getTracer(service);
  }

  /**
   * A server span for an HTTP request, continuing the caller's trace (its traceparent header);
   * `run` goes on inside it. Named for the matched route when the answer is written.
   */
  serveRequest(req: IncomingMessage, res: ServerResponse, run: (ctx: Context) => void): void {
    if (!this.tracer) return run(context.active());
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const path = loggableUrl((req.url ?? '/').split('?')[0]) ?? '/';
    const span = this.tracer.startSpan(
      `${req.method} ${path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': path } },
      parent,
    );
    (req as unknown as Record<symbol, Span>)[REQUEST_SPAN] = span;
    res.once('close', () => {
      span.updateName(`${req.method} ${routeLabel(req, res.statusCode)}`);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    const ctx = trace.setSpan(parent, span);
    context.with(ctx, () => run(ctx));
  }

  /** Express-style middleware: serveRequest around the rest of the chain. */
  middleware(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
    return (req, res, next) => this.serveRequest(req, res, () => next());
  }

  /** `ctx`'s traceparent in `carrier` (headers to send, a job to queue); nothing when tracing is off. */
  inject<T extends object>(carrier: T, ctx: Context = context.active()): T {
    if (this.tracer) propagation.inject(ctx, carrier);
    return carrier;
  }

  /** The active span's traceparent to store with a job, or undefined outside a span. */
  carrier(): TraceCarrier | undefined {
    if (!this.tracer || !trace.getActiveSpan()) return undefined;
    return this.inject<TraceCarrier>({});
  }

  /** A consumer span for a queued job, continuing the trace its producer stored with it. */
  async consume<T>(
    name: string,
    carrier: unknown,
    attributes: Record<string, string>,
    work: () => Promise<T>,
  ) {
    if (!this.tracer) return work();
    const parent =
      carrier && typeof carrier === 'object'
        ? propagation.extract(ROOT_CONTEXT, carrier as TraceCarrier)
        : ROOT_CONTEXT;
    return this.tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, (span: Span) =>
      work().then(
        (value) => {
          span.end();
          return value;
        },
        (err: unknown) => {
          span.recordException(err instanceof Error ? err : String(err));
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw err;
        },
      ),
    );
  }

  /** Sends what is still buffered (Nest calls this when the app stops). */
  async onApplicationShutdown(): Promise<void> {
    await this.ready;
    await this.provider?.shutdown().catch(() => undefined);
  }
}
