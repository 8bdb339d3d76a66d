import type { Database } from '../../db/client';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createStockRepository } from '../stock/index';
import { createOrderLifecycleService } from './order-lifecycle-service';
import { createOrderLookup } from './order-lookup';
import { createOrderMailsService } from './order-mails-service';
import { createOrderMoves } from './order-moves';
import { createOrderPlacementService } from './order-placement-service';
import { noOrderPolicies, type OrderPolicies } from './order-policies';
import { createOrdersQueryService } from './orders-query-service';
import { createOrdersRepository } from './orders-repository';
import { createRefundsService } from './refunds-service';
import { createReturnsService } from './returns-service';
import { createReturnWindow } from './return-window';

export interface OrdersModuleDeps {
  db: Database;
  jobs: JobRunner;
  mailer: Mailer;
  /** Private files (return photos), served only through the routes that check the owner. */
  storage: FileStorage;
  publicUrl: string;
  projectId: string;
  unpaidOrderTtlMinutes: number;
  returnWindowDays: number;
  now: () => Date;
  policies?: OrderPolicies;
}

/**
 * The orders module's services, each with one job, wired in dependency order (no service needs
 * one built after it): the `move` step first, then returns, the read side and the lifecycle.
 */
export function createOrdersModule(deps: OrdersModuleDeps) {
  const { jobs, now } = deps;
  const repository = createOrdersRepository(deps.db);
  const policies = deps.policies ?? noOrderPolicies;
  const lookup = createOrderLookup(repository);
  const returnWindow = createReturnWindow({ returnWindowDays: deps.returnWindowDays, now });
  const refunds = createRefundsService({ repository, now });
  const mails = createOrderMailsService({
    repository,
    jobs,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    returnWindow,
  });
  const moves = createOrderMoves({
    repository,
    jobs,
    stock: createStockRepository(deps.db),
    refunds,
    mails,
    returnWindow,
    now,
  });
  const returns = createReturnsService({
    repository,
    storage: deps.storage,
    lookup,
    moves,
    returnWindow,
    jobs,
    now,
  });
  const query = createOrdersQueryService({
    repository,
    lookup,
    policies,
    returnWindow,
    presentReturns: returns.presentReturns,
  });
  const lifecycle = createOrderLifecycleService({
    repository,
    lookup,
    moves,
    returns,
    refunds,
    present: query,
    jobs,
    returnWindow,
    now,
  });
  const placement = createOrderPlacementService({
    repository,
    jobs,
    mails,
    policies,
    projectId: deps.projectId,
    unpaidOrderTtlMinutes: deps.unpaidOrderTtlMinutes,
    now,
  });

  return {
    placement,
    lifecycle,
    returns,
    refunds,
    query,
    /** The customer's order mails, for the console's notices (refunds, plan refunds). */
    mails,
    /** Registers the expiry, completion and mail jobs with the app's runner. */
    registerJobs(runner: JobRunner) {
      lifecycle.registerJobs(runner);
      mails.registerJobs(runner);
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
