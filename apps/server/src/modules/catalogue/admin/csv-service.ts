import {
  CATALOGUE_CSV_MESSAGES as MESSAGES,
  EMPTY_IMPORT_SUMMARY,
  type CatalogueImport,
  type CatalogueImportSummary,
} from '@shop/shared/admin/catalogue-csv';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { planImport, type PlannedProduct } from './csv-check';
import { catalogueCsv } from './csv-export';
import type { CatalogueCsvRepository, CatalogueImportRow } from './csv-repository';
import { loadCatalogueState } from './csv-state';
import type { Actor, RecordedChange } from './products-service';

/** Products written per step of an apply; progress is reported after each step. */
const STEP = 250;

export interface CatalogueCsvDeps {
  repository: CatalogueCsvRepository;
  /** Old friendly URLs keep leading to the product (the products repository's redirects). */
  redirects: {
    addRedirect(
      projectId: string,
      fromUrl: string,
      productId: string,
      tx: Transaction,
    ): Promise<void>;
    removeRedirect(projectId: string, fromUrl: string, tx: Transaction): Promise<void>;
  };
  /** The stock module's ledger: sets a branch's units and writes the movement. */
  setAvailable(
    variantId: string,
    branchId: string,
    units: number,
    context: { reason: 'import'; actorId: string | null; note?: string },
    tx: Transaction,
  ): Promise<unknown>;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
  now: () => Date;
}

function present(row: CatalogueImportRow): CatalogueImport {
  return {
    _id: row.id,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    errors: row.errors,
    summary: { ...EMPTY_IMPORT_SUMMARY, ...row.summary },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The catalogue CSV: export, check (a dry run that changes nothing) and apply (one transaction).
 *
 * Progress of an apply is kept in this process's memory, not in the database: the rows written
 * so far live inside the uncommitted transaction, and PGlite serves one connection, so a second
 * write outside it would wait for the transaction it reports on. The node applying answers
 * `GET /imports/:id` from memory; other nodes see `applying` until the row says `applied`.
 */
export function createCatalogueCsvService(deps: CatalogueCsvDeps) {
  const { repository, projectId } = deps;
  const applying = new Map<string, CatalogueImport>();

  async function load(id: string) {
    const row = isUuid(id) ? await repository.findImport(projectId, id) : undefined;
    if (!row) throw notFound(MESSAGES.notFound);
    return row;
  }

  async function writeProducts(
    planned: PlannedProduct[],
    actor: Actor,
    tx: Transaction,
    progress: (rows: number) => void,
  ) {
    const note = 'Catalogue CSV import';
    for (let start = 0; start < planned.length; start += STEP) {
      const step = planned.slice(start, start + STEP);
      const creates = step.filter((product) => product.id === null);
      const updates = step.filter((product) => product.id !== null && product.changed);
      const created = await repository.insertProducts(
        projectId,
        creates.map((product) => product.values),
        tx,
      );
      creates.forEach((product, index) => {
        product.id = created[index]?.id ?? null;
      });
      await repository.updateProducts(
        updates.map((product) => ({ ...product.values, id: product.id! })),
        tx,
      );
      for (const product of updates) {
        const previous = product.previousFriendlyUrl;
        if (previous && previous !== product.values.friendlyUrl) {
          // The old address keeps working, as when the product form renames it.
          await deps.redirects.addRedirect(projectId, previous, product.id!, tx);
          await deps.redirects.removeRedirect(projectId, product.values.friendlyUrl, tx);
        }
      }
      await repository.replaceCategories(
        step.flatMap((p) =>
          p.categoryIds ? [{ productId: p.id!, categoryIds: p.categoryIds }] : [],
        ),
        tx,
      );
      const variants = step.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id! })));
      const newVariants = variants.filter((v) => v.id === null);
      const inserted = await repository.insertVariants(
        newVariants.map((v) => ({ ...v.values, productId: v.productId })),
        tx,
      );
      newVariants.forEach((variant, index) => {
        variant.id = inserted[index]?.id ?? null;
      });
      await repository.updateVariants(
        variants
          .filter((v) => v.changed && !newVariants.includes(v))
          .map((v) => ({ ...v.values, productId: v.productId, id: v.id! })),
        tx,
      );
      for (const variant of variants) {
        for (const change of variant.stock) {
          await deps.setAvailable(
            variant.id!,
            change.branchId,
            change.units,
            { reason: 'import', actorId: actor.id, note },
            tx,
          );
        }
      }
      progress(step.reduce((sum, product) => sum + product.rows, 0));
    }
  }

  return {
    async exportCsv() {
      return catalogueCsv(await loadCatalogueState(repository, projectId));
    },

    /** The dry run: every bad row, or what applying would change. Stores the file for apply. */
    async check(actor: Actor, fileName: string, csv: string) {
      const plan = planImport(csv, await loadCatalogueState(repository, projectId));
      const row = await repository.insertImport({
        projectId,
        actorId: actor.id,
        fileName,
        status: 'checked',
        csv,
        totalRows: plan.totalRows,
        errors: plan.errors,
        summary: plan.summary,
      });
      return present(row);
    },

    async find(id: string) {
      return applying.get(id) ?? present(await load(id));
    },

    async recent() {
      return (await repository.recentImports(projectId, 20)).map(present);
    },

    /**
     * Applies a checked file in one transaction: re-checked against the catalogue as it is now,
     * then written; any failure rolls all of it back and marks the import failed.
     */
    async apply(actor: Actor, id: string) {
      const row = await load(id);
      if (row.errors.length) {
        throw new HttpError(409, MESSAGES.hasErrors);
      }
      const started = await repository.moveImport(row.id, 'checked', {
        status: 'applying',
        processedRows: 0,
      });
      if (!started) throw new HttpError(409, MESSAGES.notChecked);
      const live = present(started);
      applying.set(row.id, live);
      try {
        const summary = await repository.transaction(async (tx) => {
          const plan = planImport(row.csv, await loadCatalogueState(repository, projectId, tx));
          if (plan.errors.length) throw new StaleCheck(plan.errors);
          await writeProducts(plan.products, actor, tx, (rows) => {
            live.processedRows += rows;
          });
          await deps.recordActivity(tx, actor, {
            action: 'catalogue.import',
            recordType: 'catalogue_import',
            recordId: row.id,
            changes: summaryChanges(row.fileName, plan.summary),
          });
          await repository.moveImport(
            row.id,
            'applying',
            { status: 'applied', processedRows: row.totalRows, summary: plan.summary, csv: '' },
            tx,
          );
          return plan.summary;
        });
        await deps.refreshCatalogue();
        return present({
          ...started,
          status: 'applied',
          processedRows: row.totalRows,
          summary,
          updatedAt: deps.now(),
        });
      } catch (error) {
        const errors = error instanceof StaleCheck ? error.errors : [];
        await repository.moveImport(row.id, 'applying', {
          status: 'failed',
          processedRows: 0,
          errors,
        });
        if (error instanceof StaleCheck) {
          throw new HttpError(409, MESSAGES.changedSinceCheck);
        }
        throw error;
      } finally {
        applying.delete(row.id);
      }
    },
  };
}

class StaleCheck extends Error {
  constructor(readonly errors: CatalogueImport['errors']) {
    super('The catalogue changed since the check');
  }
}

function summaryChanges(fileName: string, summary: CatalogueImportSummary) {
  const changes: RecordedChange['changes'] = { fileName: { before: null, after: fileName } };
  for (const [key, value] of Object.entries(summary)) changes[key] = { before: null, after: value };
  return changes;
}

export type CatalogueCsvService = ReturnType<typeof createCatalogueCsvService>;
