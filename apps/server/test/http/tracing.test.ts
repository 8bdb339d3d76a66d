import { PassThrough } from 'node:stream';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../src/platform/observability/tracing';
import { createTestApp, type TestApp } from '../app';

const exporter = new InMemorySpanExporter();
const logLines: Record<string, unknown>[] = [];
let tracing: Tracing;
let t: TestApp;

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'casa-filipina-test', exporter });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  t = await createTestApp({ tracing, logStream });
});

afterAll(async () => {
  await t.close();
  // Removes the global provider and every patch, so later files in this worker run untraced.
  await tracing.shutdown();
});

beforeEach(() => {
  exporter.reset();
  logLines.length = 0;
});

const isDatabaseSpan = (span: ReadableSpan) =>
  span.attributes['db.system.name'] === 'postgresql' ||
  span.attributes['db.system'] === 'postgresql';

/** The parent chain of a span, nearest first, within the finished spans. */
function ancestors(span: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const chain: ReadableSpan[] = [];
  let parentId = span.parentSpanContext?.spanId;
  while (parentId) {
    const parent = spans.find((candidate) => candidate.spanContext().spanId === parentId);
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentSpanContext?.spanId;
  }
  return chain;
}

describe('traces', () => {
  it('puts the request and its database queries in one trace', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/faqs' });
    expect(response.statusCode).toBe(200);

    const spans = exporter.getFinishedSpans();
    const request = spans.find(
      (span) => span.name === 'request' && span.attributes['http.route'] === '/api/v1/public/faqs',
    );
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(request?.attributes['http.request.method']).toBe('GET');
    expect(request?.attributes['http.response.status_code']).toBe(200);

    const queries = spans.filter(isDatabaseSpan);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.spanContext().traceId).toBe(request?.spanContext().traceId);
      expect(ancestors(query, spans)).toContain(request);
    }
    // PGlite spans carry db.query.text, node-postgres's db.statement (its semantic conventions).
    const texts = queries.map((span) =>
      String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? ''),
    );
    expect(
      texts.some((text) => /^select/i.test(text)),
      texts.join(' | '),
    ).toBe(true);
  });

  it('gives each request its own trace', async () => {
    await t.app.inject({ url: '/api/v1/public/faqs' });
    await t.app.inject({ url: '/api/v1/public/faqs' });
    const requests = exporter.getFinishedSpans().filter((span) => span.name === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.spanContext().traceId).not.toBe(requests[1]?.spanContext().traceId);
  });

  it('continues a trace the caller started (W3C traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await t.app.inject({
      url: '/api/v1/public/faqs',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const request = exporter.getFinishedSpans().find((span) => span.name === 'request');
    expect(request?.spanContext().traceId).toBe(traceId);
    expect(request?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

  it('leaves probes and scrapes out of the traces', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('writes the trace id on the log lines of a traced request', async () => {
    const response = await t.app.inject({ url: '/api/v1/no-such-route-for-the-log' });
    expect(response.statusCode).toBe(404);
    const request = exporter.getFinishedSpans().find((span) => span.name === 'request');
    expect(request).toBeDefined();
    const completed = logLines.find(
      (line) =>
        line['msg'] === 'request completed' && line['reqId'] === response.headers['x-request-id'],
    );
    expect(completed, JSON.stringify(logLines)).toBeDefined();
    expect(completed?.['trace_id']).toBe(request?.spanContext().traceId);
    expect(completed?.['span_id']).toMatch(/^[0-9a-f]{16}$/);
  });
});
