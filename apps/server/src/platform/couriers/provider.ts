/** Where parcels go, by island group of the delivery region. */
export type Zone = 'metro_manila' | 'luzon' | 'visayas' | 'mindanao';

export const ZONE_NAMES: Record<Zone, string> = {
  metro_manila: 'Metro Manila',
  luzon: 'Rest of Luzon',
  visayas: 'Visayas',
  mindanao: 'Mindanao',
};

/** One line of the shipment: a product's packed size and weight, times its quantity. */
export interface Parcel {
  weightGrams: number;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  quantity: number;
}

export interface QuoteRequest {
  zone: Zone;
  /** The delivery region's code, for providers that price finer than by zone. */
  regionCode: string;
  parcels: Parcel[];
}

export interface CourierQuote {
  code: string;
  name: string;
  feeCentavos: number;
  estimatedDays: { min: number; max: number };
}

/**
 * What rates a shipment. The built-in zone table is one; an external courier gateway
 * (COURIER_GATEWAY_URL) is another. Checkout asks again at order time: fees are never
 * taken from the client.
 */
export interface CourierProvider {
  quote(request: QuoteRequest): Promise<CourierQuote[]>;
}

export class CourierProviderError extends Error {}
