import { describe, expect, it } from 'vitest';
import { createGatewayCourierProvider } from './gateway-provider';
import { CourierProviderError } from './provider';

const request = {
  zone: 'visayas' as const,
  regionCode: 'region-vii',
  parcels: [{ weightGrams: 1000, widthCm: 10, depthCm: 10, heightCm: 10, quantity: 1 }],
};

describe('the external courier gateway provider', () => {
  it('posts the shipment and reads the options (fees in pesos)', async () => {
    let sent: unknown;
    const provider = createGatewayCourierProvider({
      url: 'https://couriers.example/rates',
      fetch: async (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return Response.json({
          data: [{ code: 'x', name: 'X Express', fee: 420.5, estimated_days: { min: 2, max: 4 } }],
        });
      },
    });
    expect(await provider.quote(request)).toEqual([
      { code: 'x', name: 'X Express', feeCentavos: 420_50, estimatedDays: { min: 2, max: 4 } },
    ]);
    expect(sent).toEqual({ zone: 'visayas', region: 'region-vii', parcels: request.parcels });
  });

  it('turns failures and nonsense into a CourierProviderError', async () => {
    const failing = createGatewayCourierProvider({
      url: 'https://couriers.example/rates',
      fetch: async () => new Response('down', { status: 503 }),
    });
    await expect(failing.quote(request)).rejects.toBeInstanceOf(CourierProviderError);
    const nonsense = createGatewayCourierProvider({
      url: 'https://couriers.example/rates',
      fetch: async () => Response.json({ options: [] }),
    });
    await expect(nonsense.quote(request)).rejects.toBeInstanceOf(CourierProviderError);
  });
});
