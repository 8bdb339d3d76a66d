import { fieldErrorsFromIssues, fromCentavos } from '@shop/shared';
import type { AdminTradeIn, TradeInListQuery } from '@shop/shared/admin/trade-ins';
import {
  HOUSE_BRAND,
  HOUSE_OTHER_LINE,
  TRADE_IN_RULES,
  tradeInInputSchema,
  tradeInYears,
  valueTradeIn,
  type BodyTypeDto,
  type TradeInCondition,
  type TradeInCredit,
  type TradeInValuationDto,
} from '@shop/shared/trade-in';
import type { Transaction } from '../../db/client';
import type { TradeInItem } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';
import type { PersonalCode, PersonalCodes } from '../checkout/index';
import type { ProductLookup } from '../catalogue/index';
import { pageMeta } from '../../lib/pagination';
import {
  TRADE_IN_ALREADY_CANCELLED,
  TRADE_IN_CREDIT_USED,
  TRADE_IN_NO_VALUE,
  TRADE_IN_NOT_FOUND,
} from './messages';
import type { TradeInRepository, TradeInRow } from './trade-in-repository';

export interface Actor {
  id: string;
  email: string;
}

export interface TradeInDeps {
  repository: TradeInRepository;
  codes: PersonalCodes;
  products: Pick<ProductLookup, 'productLines'>;
  recordActivity(
    tx: Transaction,
    actor: Actor,
    change: {
      action: string;
      recordType: string;
      recordId: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    },
  ): Promise<void>;
  projectId: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const isUuid = (value: string) => /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value);

/** The body checked against today's years and the rules' names; 400 with every field's message. */
function parseInput(body: unknown, now: Date) {
  const parsed = tradeInInputSchema(now).safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsFromIssues(parsed.error.issues);
  const [field, message] = Object.entries(errors)[0]!;
  throw new HttpError(400, `${field}: ${message}`, errors);
}

function bodyLabel(id: string) {
  return TRADE_IN_RULES.bodyTypes.find((body) => body.id === id)?.label ?? id;
}

function conditionLabel(id: string) {
  return TRADE_IN_RULES.conditions[id as TradeInCondition]?.label ?? id;
}

type AdminRow = Awaited<ReturnType<TradeInRepository['adminPage']>>['rows'][number];

function presentAdmin(row: AdminRow): AdminTradeIn {
  const { tradeIn, endsAt } = row;
  const item = tradeIn.item;
  return {
    id: tradeIn.id,
    customer: {
      id: tradeIn.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
    },
    item: {
      bodyType: item.bodyType,
      bodyTypeLabel: bodyLabel(item.bodyType),
      brand: item.brand,
      subModel: item.subModel,
      year: item.year,
      condition: item.condition,
      conditionLabel: conditionLabel(item.condition),
      pricePaid: item.pricePaidCentavos === null ? null : fromCentavos(item.pricePaidCentavos),
    },
    low: fromCentavos(tradeIn.lowCentavos),
    high: fromCentavos(tradeIn.highCentavos),
    credit: fromCentavos(tradeIn.creditCentavos),
    code: row.code,
    status: row.status,
    createdAt: tradeIn.createdAt.toISOString(),
    // Every credit's code has an end (creditValidDays); the fallback is for a hand-edited row.
    expiresAt: (endsAt ?? tradeIn.createdAt).toISOString(),
    cancelledAt: tradeIn.cancelledAt?.toISOString() ?? null,
    cancelReason: tradeIn.cancelReason,
  };
}

export function createTradeInService(deps: TradeInDeps) {
  const { repository, codes, projectId } = deps;

  const present = (row: TradeInRow, code: PersonalCode): TradeInCredit => ({
    id: row.id,
    code: code.code,
    credit: fromCentavos(row.creditCentavos),
    expiresAt: code.endsAt.toISOString(),
    status: row.status === 'cancelled' ? 'cancelled' : code.used ? 'used' : 'active',
    collectNote: collectNote(row.item),
  });

  function collectNote(item: TradeInItem) {
    return `Trade-in: collect the old item (${bodyLabel(item.bodyType).toLowerCase()}, ${item.brand} ${item.subModel}, bought ${item.year}) from the customer.`;
  }

  return {
    years: () => tradeInYears(deps.now()),

    brands: () => TRADE_IN_RULES.brands.map((brand) => brand.name),

    /** The brand's lines; for the shop's own brand, its catalogue's collections. */
    async subModels(brand: string): Promise<string[]> {
      const rule = TRADE_IN_RULES.brands.find((item) => item.name === brand);
      if (!rule) throw new HttpError(404, `Unknown brand "${brand}". Choose one from the list.`);
      if (brand !== HOUSE_BRAND) return rule.lines;
      return [...(await deps.products.productLines()), HOUSE_OTHER_LINE];
    },

    bodyTypes: (): BodyTypeDto[] =>
      TRADE_IN_RULES.bodyTypes.map((body) => ({
        id: body.id,
        label: body.label,
        baseValue: fromCentavos(body.baseValueCentavos),
        yearlyRetention: body.yearlyRetention,
        floorShare: body.floorShare,
      })),

    calculate(body: unknown): TradeInValuationDto {
      const valuation = valueTradeIn(parseInput(body, deps.now()), deps.now());
      return {
        low: fromCentavos(valuation.lowCentavos),
        high: fromCentavos(valuation.highCentavos),
        credit: fromCentavos(valuation.creditCentavos),
        rule: valuation.rule,
      };
    },

    /**
     * The shopper accepts the offer: the credit becomes a personal one-use code valid
     * creditValidDays, whose delivery order tells the courier to collect the old item.
     */
    async accept(userId: string, body: unknown): Promise<TradeInCredit> {
      const now = deps.now();
      const input = parseInput(body, now);
      const valuation = valueTradeIn(input, now);
      if (valuation.creditCentavos <= 0) throw new HttpError(422, TRADE_IN_NO_VALUE);
      const item: TradeInItem = {
        year: input.year,
        brand: input.brand,
        subModel: input.subModel,
        bodyType: input.bodyType,
        condition: input.condition,
        pricePaidCentavos: input.pricePaid === undefined ? null : Math.round(input.pricePaid * 100),
      };
      return repository.transaction(async (tx) => {
        const code = await codes.issue(
          {
            customerId: userId,
            valueCentavos: valuation.creditCentavos,
            prefix: 'TRADEIN',
            description: `Trade-in credit: ${bodyLabel(input.bodyType)}, ${input.brand}`,
            endsAt: new Date(now.getTime() + TRADE_IN_RULES.creditValidDays * DAY_MS),
            orderNote: collectNote(item),
          },
          tx,
        );
        const row = await repository.insert(
          {
            projectId,
            userId,
            discountCodeId: code.id,
            item,
            lowCentavos: valuation.lowCentavos,
            highCentavos: valuation.highCentavos,
            creditCentavos: valuation.creditCentavos,
            rule: valuation.rule,
          },
          tx,
        );
        return present(row, code);
      });
    },

    /** The caller's own trade-ins, newest first. */
    async mine(userId: string): Promise<TradeInCredit[]> {
      const rows = await repository.listOf(projectId, userId);
      const result: TradeInCredit[] = [];
      for (const row of rows) {
        const code = await codes.find(row.discountCodeId);
        if (code) result.push(present(row, code));
      }
      return result;
    },

    /** Staff: every accepted credit, newest first, by status or code / customer search. */
    async adminList(query: TradeInListQuery) {
      const { rows, total } = await repository.adminPage(projectId, query, deps.now());
      return { data: rows.map(presentAdmin), meta: pageMeta(query, total) };
    },

    /** Staff: the item did not match at pickup. Voids the code while no order has used it. */
    async cancel(actor: Actor, id: string, reason: string): Promise<TradeInCredit> {
      if (!isUuid(id)) throw notFound(TRADE_IN_NOT_FOUND);
      return repository.transaction(async (tx) => {
        const row = await repository.find(projectId, id, tx);
        if (!row) throw notFound(TRADE_IN_NOT_FOUND);
        if (row.status === 'cancelled') throw new HttpError(409, TRADE_IN_ALREADY_CANCELLED);
        if (!(await codes.voidIfUnused(row.discountCodeId, tx))) {
          throw new HttpError(409, TRADE_IN_CREDIT_USED);
        }
        const at = deps.now();
        await repository.cancel(row.id, reason, at, tx);
        await deps.recordActivity(tx, actor, {
          action: 'trade_in.cancel',
          recordType: 'trade_in',
          recordId: row.id,
          changes: {
            status: { before: row.status, after: 'cancelled' },
            reason: { before: null, after: reason },
          },
        });
        const code = (await codes.find(row.discountCodeId, tx))!;
        return present(
          { ...row, status: 'cancelled', cancelledAt: at, cancelReason: reason },
          code,
        );
      });
    },
  };
}

export type TradeInService = ReturnType<typeof createTradeInService>;
