import { tradeInValuationSchema, type TradeInValuationDto } from '@shop/shared/trade-in';
import { apiClient, parseResult, type ApiResult } from '../../../lib/api-client';

export interface TradeInAnswers {
  year: number;
  brand: string;
  subModel: string;
  bodyType: string;
  condition: 'like_new' | 'good' | 'fair' | 'worn';
  pricePaid?: number;
}

/** POST /api/products/fair-market/calculate — the value range, the credit and the rule. */
export async function calculateTradeIn(
  body: TradeInAnswers,
): Promise<ApiResult<TradeInValuationDto>> {
  return parseResult(
    await apiClient.post<unknown>('catalogue', '/api/products/fair-market/calculate', { body }),
    tradeInValuationSchema,
  );
}
