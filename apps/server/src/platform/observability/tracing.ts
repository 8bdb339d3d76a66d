import { createRequire } from 'node:module';
import http from 'node:http';
import https from 'node:https';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';
import pg from 'pg';
import type { QueryObserver } from '../../db/client';

export interface TracingOptions {
  serviceName: string;
  /** OTLP/HTTP base address (`http://collector:4318`); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Tests pass an InMemorySpanExporter; spans are then exported one by one, synchronously. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Register before any route: it wraps the routes registered after it. */
  fastifyPlugin: FastifyPluginCallback;
  /** Spans for PGlite queries (node-postgres has its own instrumentation). */
  queryObserver: QueryObserver;
  /** Exports what is buffered and removes every patch and global. */
  shutdown(): Promise<void>;
}

/** Probes and scrapes every few seconds would bury the shoppers' traces. */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz']);
const untraced = (url: string | undefined) => UNTRACED_PATHS.has((url ?? '').split('?')[0] ?? '');
const noop = () => undefined;

/**
 * Traces HTTP (node:http server and clients), Fastify (request and handler spans) and the
 * database. The instrumentations patch the very modules this process uses (http, https, pg,
 * pg-pool) instead of hooking `require`/`import`: the server starts with tsx and runs ESM,
 * where load hooks need start flags, and the same code then works under vitest.
 */
export function startTracing(options: TracingOptions): Tracing {
  const exporter =
    options.exporter ??
    new OTLPTraceExporter({ url: `${(options.endpoint ?? '').replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  // The global provider, W3C trace-context propagation and an AsyncLocalStorage context.
  provider.register();

  const httpInstrumentation = new HttpInstrumentation({
    enabled: false,
    ignoreIncomingRequestHook: (request) => untraced(request.url),
  });
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // Request and handler spans; one span per hook would multiply the cost of every request.
    instrumentHooks: false,
    ignorePaths: (route) => untraced(route.url),
  });

  const patched: (() => void)[] = [];
  const patch = (instrumentation: InstrumentationBase, name: string, exports: unknown) => {
    instrumentation.setTracerProvider(provider);
    const definition = instrumentation.getModuleDefinitions().find((d) => d.name === name);
    definition?.patch?.(exports);
    patched.push(() => definition?.unpatch?.(exports));
  };
  patch(httpInstrumentation, 'http', http);
  patch(httpInstrumentation, 'https', https);
  patch(pgInstrumentation, 'pg', pg);
  // pg-pool as pg itself loads it, so a query waiting for a connection keeps its caller's trace.
  const requireFromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
  patch(pgInstrumentation, 'pg-pool', requireFromPg('pg-pool'));
  fastifyInstrumentation.setTracerProvider(provider);

  const tracer = provider.getTracer('casa-filipina-db');

  return {
    fastifyPlugin: fastifyInstrumentation.plugin() as FastifyPluginCallback,
    queryObserver({ driver, operation, text }) {
      // Only inside a traced request: background polls would otherwise start a trace each.
      if (driver !== 'pglite' || !trace.getActiveSpan()) return noop;
      const span = tracer.startSpan(operation === 'other' ? 'pglite' : operation.toUpperCase(), {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.namespace': 'pglite',
          'db.operation.name': operation.toUpperCase(),
          'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
        },
      });
      return (error) => {
        if (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      };
    },
    async shutdown() {
      for (const unpatch of patched.reverse()) unpatch();
      fastifyInstrumentation.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
