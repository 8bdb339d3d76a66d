import { tradeInCreditSchema, type TradeInCredit } from '@shop/shared/trade-in';
import { apiClient, parseResult, type ApiResult } from '../../../lib/api-client';
import type { TradeInAnswers } from './calculate-trade-in';

/** POST /api/v1/my-trade-ins — the signed-in shopper turns the offer into a personal code. */
export async function acceptTradeIn(body: TradeInAnswers): Promise<ApiResult<TradeInCredit>> {
  return parseResult(
    await apiClient.post<unknown>('checkout', '/api/v1/my-trade-ins', { body }),
    tradeInCreditSchema,
  );
}
