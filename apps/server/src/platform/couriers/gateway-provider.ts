import { toCentavos } from '@shop/shared';
import { z } from 'zod';
import { CourierProviderError, type CourierProvider } from './provider';

const answerSchema = z.object({
  data: z.array(
    z.object({
      code: z.string().min(1),
      name: z.string().min(1),
      fee: z.number().nonnegative(),
      estimated_days: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
  ),
});

/**
 * An external courier gateway: POST {zone, region, parcels} as JSON, answered with
 * `{ data: [{ code, name, fee (pesos), estimated_days: { min, max } }] }`.
 */
export function createGatewayCourierProvider(options: {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CourierProvider {
  const send = options.fetch ?? fetch;
  return {
    async quote(request) {
      let body: unknown;
      try {
        const response = await send(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            zone: request.zone,
            region: request.regionCode,
            parcels: request.parcels,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new CourierProviderError(
          `The courier gateway failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new CourierProviderError('The courier gateway answered nonsense');
      return parsed.data.data.map((option) => ({
        code: option.code,
        name: option.name,
        feeCentavos: toCentavos(option.fee),
        estimatedDays: option.estimated_days,
      }));
    },
  };
}
