import { trace } from '@opentelemetry/api';

/**
 * pino `mixin`: every log line written while a span is active carries its trace and span ids,
 * so a line found in the logs leads to its trace and back. Without tracing there is never an
 * active span and lines stay as they were.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return {
    trace_id: traceId,
    span_id: spanId,
    trace_flags: traceFlags.toString(16).padStart(2, '0'),
  };
}
