import {
  STAFF_ROLE_LABELS,
  type ConsoleUser,
  type StaffInviteInput,
  type StaffListQuery,
  type StaffMember,
  type StaffRole,
} from '@shop/shared/admin/staff';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { changedFields, type ActivityService, type Actor } from '../activity/index';
import type { SetPasswordLinks } from '../auth/index';
import {
  EMAIL_TAKEN,
  LAST_ADMIN,
  NOT_INVITED,
  NOT_YOURSELF_DISABLE,
  NOT_YOURSELF_ROLE,
  STAFF_NOT_FOUND,
} from './messages';
import type { StaffRepository, StaffRow } from './staff-repository';

export interface StaffDeps {
  db: Database;
  staff: StaffRepository;
  activity: Pick<ActivityService, 'record'>;
  links: SetPasswordLinks;
  /** Ends every token of an account (a role change or disabling takes effect at once). */
  revokeSessions: (userId: string) => Promise<unknown>;
  now: () => Date;
}

/** Who a staff account is, as the console's header shows the signed-in one. */
const presentConsoleUser = (row: StaffRow): ConsoleUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.roleName,
});

export function presentStaff(row: StaffRow): StaffMember {
  return {
    ...presentConsoleUser(row),
    status: row.disabledAt ? 'disabled' : row.hasPassword ? 'active' : 'invited',
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the activity log keeps of a staff account (never a secret). */
const LOGGED_FIELDS = ['email', 'firstName', 'lastName', 'role', 'status'] as const;
const logged = (member: StaffMember | null, after: StaffMember) =>
  changedFields<StaffMember>(member, after, LOGGED_FIELDS);

const notFound = () => new HttpError(404, STAFF_NOT_FOUND);

/** Staff accounts: invitations, roles, disabling. Every write is in the activity log. */
export function createStaffService(deps: StaffDeps) {
  const { staff, db } = deps;

  /** Throws when the change would leave the shop without an active admin. */
  async function keepAnAdmin(target: StaffRow, tx: Parameters<StaffRepository['update']>[2]) {
    const admins = await staff.lockActiveAdmins(tx);
    if (admins.includes(target.id) && admins.length <= 1) throw new HttpError(409, LAST_ADMIN);
  }

  async function sendInvitation(actor: Actor, row: StaffRow, token: string) {
    await deps.links.mailInvitation(row, {
      token,
      invitedBy: actor.email,
      roleLabel: STAFF_ROLE_LABELS[row.roleName].toLowerCase(),
    });
  }

  return {
    async list(query: StaffListQuery) {
      const { rows, total } = await staff.list(query);
      return {
        data: rows.map(presentStaff),
        meta: { page: query.page, limit: query.limit, total },
      };
    },

    async me(userId: string): Promise<ConsoleUser> {
      const row = await staff.find(userId);
      if (!row) throw notFound();
      return presentConsoleUser(row);
    },

    /** Creates the account (no password yet) and mails it a set-password link. */
    async invite(actor: Actor, input: StaffInviteInput): Promise<StaffMember> {
      const { row, token } = await db.transaction(async (tx) => {
        if (await staff.emailTaken(input.email, tx))
          throw new HttpError(409, EMAIL_TAKEN, {
            email: EMAIL_TAKEN,
          });
        const created = await staff.create(
          {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            roleName: input.role,
          },
          tx,
        );
        if (!created) throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
        const token = await deps.links.create(created.id, tx);
        await deps.activity.record(tx, actor, {
          action: 'staff.invite',
          recordType: 'staff',
          recordId: created.id,
          changes: logged(null, presentStaff(created)),
        });
        return { row: created, token };
      });
      await sendInvitation(actor, row, token);
      return presentStaff(row);
    },

    /** A new set-password link for an account that has not chosen its password yet. */
    async reinvite(actor: Actor, id: string): Promise<StaffMember> {
      const { row, token } = await db.transaction(async (tx) => {
        const row = await staff.find(id, tx);
        if (!row) throw notFound();
        if (row.hasPassword) throw new HttpError(409, NOT_INVITED);
        const token = await deps.links.create(row.id, tx);
        await deps.activity.record(tx, actor, {
          action: 'staff.reinvite',
          recordType: 'staff',
          recordId: row.id,
          changes: {},
        });
        return { row, token };
      });
      await sendInvitation(actor, row, token);
      return presentStaff(row);
    },

    async changeRole(actor: Actor, id: string, role: StaffRole): Promise<StaffMember> {
      if (id === actor.id) throw new HttpError(422, NOT_YOURSELF_ROLE);
      const { after, changed } = await db.transaction(async (tx) => {
        const before = await staff.find(id, tx);
        if (!before) throw notFound();
        if (before.roleName === role) return { after: before, changed: false };
        if (before.roleName === 'admin') await keepAnAdmin(before, tx);
        const after = (await staff.update(id, { roleName: role }, tx))!;
        await deps.activity.record(tx, actor, {
          action: 'staff.role',
          recordType: 'staff',
          recordId: id,
          changes: logged(presentStaff(before), presentStaff(after)),
        });
        return { after, changed: true };
      });
      // The old role's tokens end: the account signs in again and gets the new role's rights.
      if (changed) await deps.revokeSessions(id);
      return presentStaff(after);
    },

    async setDisabled(actor: Actor, id: string, disabled: boolean): Promise<StaffMember> {
      if (disabled && id === actor.id) throw new HttpError(422, NOT_YOURSELF_DISABLE);
      const { after, changed } = await db.transaction(async (tx) => {
        const before = await staff.find(id, tx);
        if (!before) throw notFound();
        if (Boolean(before.disabledAt) === disabled) return { after: before, changed: false };
        if (disabled && before.roleName === 'admin') await keepAnAdmin(before, tx);
        const after = (await staff.update(id, { disabledAt: disabled ? deps.now() : null }, tx))!;
        await deps.activity.record(tx, actor, {
          action: disabled ? 'staff.disable' : 'staff.enable',
          recordType: 'staff',
          recordId: id,
          changes: logged(presentStaff(before), presentStaff(after)),
        });
        return { after, changed: true };
      });
      if (changed && disabled) await deps.revokeSessions(id);
      return presentStaff(after);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
