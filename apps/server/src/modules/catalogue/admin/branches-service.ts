import { friendlyUrlOf } from '@shop/shared/admin/product';
import type { branchInputSchema } from '@shop/shared/admin/branches';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client';
import { HttpError, notFound } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { AdminBranchesRepository, BranchRow, BranchValues } from './branches-repository';
import type { Actor, RecordedChange } from './products-service';

export const BRANCH_ADMIN_MESSAGES = {
  notFound: 'The branch does not exist.',
  codeTaken: 'This code is already used by another branch.',
  friendlyUrlTaken: 'This friendly URL is already used by another branch.',
  defaultNeeded:
    'The shop needs one default branch: make another branch the default instead of unticking this one.',
  defaultInactive: 'The default branch must stay active: make another branch the default first.',
  inUse:
    'This branch holds stock or has served orders, so it cannot be deleted. Deactivate it instead.',
  deleteDefault: 'The default branch cannot be deleted: make another branch the default first.',
} as const;

type ParsedBranch = z.output<typeof branchInputSchema>;

export interface AdminBranchesDeps {
  repository: AdminBranchesRepository;
  branchEverOrdered(branchId: string, tx?: Transaction): Promise<boolean>;
  recordActivity(tx: Transaction, actor: Actor, change: RecordedChange): Promise<void>;
  refreshCatalogue(): Promise<void>;
  projectId: string;
}

export function presentAdminBranch(row: BranchRow) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    friendlyUrl: row.friendlyUrl,
    description: row.description,
    address: row.address,
    city: row.city,
    province: row.province,
    region: row.region,
    hours: row.hours,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    isDefault: row.isDefault,
    isActive: row.status === 'ACTIVE',
    updatedAt: row.updatedAt.toISOString(),
  };
}
type PresentedBranch = ReturnType<typeof presentAdminBranch>;

const FIELDS = [
  'name',
  'code',
  'friendlyUrl',
  'description',
  'address',
  'city',
  'province',
  'region',
  'hours',
  'phone',
  'email',
  'latitude',
  'longitude',
  'isDefault',
  'isActive',
] as const satisfies readonly (keyof PresentedBranch)[];

function changesOf(before: BranchRow | null, after: BranchRow) {
  const was = before ? presentAdminBranch(before) : null;
  const now = presentAdminBranch(after);
  const changes: RecordedChange['changes'] = {};
  for (const field of FIELDS) {
    if (was?.[field] !== now[field])
      changes[field] = { before: was?.[field] ?? null, after: now[field] };
  }
  return changes;
}

function valuesOf(input: ParsedBranch): BranchValues {
  return {
    name: input.name,
    code: input.code,
    friendlyUrl: input.friendlyUrl || friendlyUrlOf(input.name),
    description: input.description,
    address: input.address,
    city: input.city,
    province: input.province,
    region: input.region,
    hours: input.hours,
    phone: input.phone,
    email: input.email,
    latitude: input.latitude,
    longitude: input.longitude,
    isDefault: input.isDefault,
    status: input.isActive ? 'ACTIVE' : 'INACTIVE',
  };
}

/** Branches: one default (active) branch at all times; a branch in use is deactivated, not deleted. */
export function createAdminBranchesService(deps: AdminBranchesDeps) {
  const { repository, projectId } = deps;

  async function existing(id: string, tx?: Transaction) {
    const row = isUuid(id) ? await repository.find(projectId, id, tx) : undefined;
    if (!row) throw notFound(BRANCH_ADMIN_MESSAGES.notFound);
    return row;
  }

  async function checkUnique(values: BranchValues, exceptId: string | null, tx: Transaction) {
    if (await repository.clash(projectId, 'code', values.code, exceptId, tx)) {
      throw new HttpError(409, BRANCH_ADMIN_MESSAGES.codeTaken, {
        code: BRANCH_ADMIN_MESSAGES.codeTaken,
      });
    }
    if (await repository.clash(projectId, 'friendlyUrl', values.friendlyUrl, exceptId, tx)) {
      throw new HttpError(409, BRANCH_ADMIN_MESSAGES.friendlyUrlTaken, {
        friendlyUrl: BRANCH_ADMIN_MESSAGES.friendlyUrlTaken,
      });
    }
  }

  function checkDefaultActive(values: BranchValues) {
    if (values.isDefault && values.status !== 'ACTIVE') {
      throw new HttpError(400, BRANCH_ADMIN_MESSAGES.defaultInactive, {
        isActive: BRANCH_ADMIN_MESSAGES.defaultInactive,
      });
    }
  }

  async function save(
    actor: Actor,
    id: string | null,
    input: ParsedBranch,
  ): Promise<PresentedBranch> {
    const values = valuesOf(input);
    checkDefaultActive(values);
    const row = await repository.transaction(async (tx) => {
      const before = id ? await existing(id, tx) : null;
      await checkUnique(values, before?.id ?? null, tx);
      if (before?.isDefault && !values.isDefault) {
        throw new HttpError(400, BRANCH_ADMIN_MESSAGES.defaultNeeded, {
          isDefault: BRANCH_ADMIN_MESSAGES.defaultNeeded,
        });
      }
      // The first branch of a shop is its default whatever the form says.
      if (!before && !values.isDefault) {
        const anyDefault = (await repository.list(projectId, tx)).some((b) => b.isDefault);
        if (!anyDefault) {
          values.isDefault = true;
          checkDefaultActive(values);
        }
      }
      const after = before
        ? await repository.update(before.id, values, tx)
        : await repository.insert(projectId, values, tx);
      if (after.isDefault) await repository.clearOtherDefaults(projectId, after.id, tx);
      await deps.recordActivity(tx, actor, {
        action: before ? 'branch.update' : 'branch.create',
        recordType: 'branch',
        recordId: after.id,
        changes: changesOf(before, after),
      });
      return after;
    });
    await deps.refreshCatalogue();
    return presentAdminBranch(row);
  }

  return {
    async list() {
      return (await repository.list(projectId)).map(presentAdminBranch);
    },

    async detail(id: string) {
      return presentAdminBranch(await existing(id));
    },

    create: (actor: Actor, input: ParsedBranch) => save(actor, null, input),
    update: (actor: Actor, id: string, input: ParsedBranch) => save(actor, id, input),

    async remove(actor: Actor, id: string) {
      await repository.transaction(async (tx) => {
        const before = await existing(id, tx);
        if (before.isDefault) throw new HttpError(409, BRANCH_ADMIN_MESSAGES.deleteDefault);
        if (
          (await repository.holdsStock(before.id, tx)) ||
          (await deps.branchEverOrdered(before.id, tx))
        ) {
          throw new HttpError(409, BRANCH_ADMIN_MESSAGES.inUse);
        }
        await repository.remove(before.id, tx);
        await deps.recordActivity(tx, actor, {
          action: 'branch.delete',
          recordType: 'branch',
          recordId: before.id,
          changes: {
            name: { before: before.name, after: null },
            code: { before: before.code, after: null },
          },
        });
      });
      await deps.refreshCatalogue();
    },
  };
}

export type AdminBranchesService = ReturnType<typeof createAdminBranchesService>;
