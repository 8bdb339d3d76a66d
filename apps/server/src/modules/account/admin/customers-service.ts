import {
  CUSTOMER_MESSAGES,
  mobileNeedle,
  type CustomerDetail,
  type CustomerDocuments,
  type CustomerListQuery,
  type CustomerRow,
} from '@shop/shared/admin/customers';
import { orderStatusLabel } from '@shop/shared/order-status';
import type { Transaction } from '../../../db/client';
import { HttpError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { pageMeta } from '../../../lib/pagination';
import type { ActivityRecord, Actor } from '../../activity/index';
import type { AddressesService } from '../../addresses/index';
import type { AuthServices, SignInHistory, StaffRole } from '../../auth/index';
import type { CustomerOrders } from '../../orders/index';
import type { DocumentsRepository, DocumentWithFiles } from '../documents-repository';
import type { DocumentsService } from '../documents-service';
import { customersCsv } from './customers-csv';
import type {
  CustomerAccountRow,
  CustomersRepository,
  CustomerSearch,
} from './customers-repository';

export interface CustomersAdminDeps {
  repository: CustomersRepository;
  documents: Pick<DocumentsRepository, 'list' | 'count'>;
  documentFiles: Pick<DocumentsService, 'openFile'>;
  signIns: SignInHistory;
  orders: CustomerOrders;
  addresses: Pick<AddressesService, 'list'>;
  /** The customer's own "sign out everywhere": every access and refresh token ends. */
  users: Pick<AuthServices['users'], 'signOutEverywhere'>;
  recordActivity(tx: Transaction, actor: Actor, change: ActivityRecord): Promise<void>;
  now: () => Date;
}

/** Who is asking, and with which role: only admins see identity documents. */
export interface Viewer extends Actor {
  role: StaffRole;
}

const RECENT_ORDERS = 20;
const RECENT_RETURNS = 20;
const RECENT_SIGN_INS = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fullName = (row: CustomerAccountRow) => `${row.firstName} ${row.lastName}`.trim();
/** A remembered device is named by the start of its id: enough to tell devices apart. */
const shortDevice = (deviceId: string) =>
  deviceId.length > 8 ? `${deviceId.slice(0, 8)}…` : deviceId;
const documentFileUrl = (customerId: string, documentId: string, side: string) =>
  `/api/v1/admin/customers/${customerId}/documents/${documentId}/files/${side}`;

function presentProfile(row: CustomerAccountRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    disabledAt: iso(row.disabledAt),
    signInWith: { password: row.hasPassword, google: row.hasGoogle, facebook: row.hasFacebook },
  };
}

function presentDocuments(customerId: string, documents: DocumentWithFiles[]): CustomerDocuments {
  return {
    visible: true,
    count: documents.length,
    items: documents.map((document) => ({
      id: document.id,
      type: document.type,
      number: document.number,
      expiry: document.expiry,
      createdAt: document.createdAt.toISOString(),
      files: document.files.map((file) => ({
        side: file.side,
        url: documentFileUrl(customerId, document.id, file.side),
      })),
    })),
  };
}

/** The search as typed, and as a mobile number in national form when it looks like one. */
const searchOf = (search: string | undefined): CustomerSearch =>
  search ? { text: search, mobile: mobileNeedle(search) } : {};

const notFound = () => new HttpError(404, CUSTOMER_MESSAGES.notFound);

/** The console's customers: search, a customer's page, sign-out, disabling, the CSV. */
export function createCustomersAdminService(deps: CustomersAdminDeps) {
  const { repository } = deps;

  async function customer(id: string) {
    const row = isUuid(id) ? await repository.find(id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function withStats(rows: CustomerAccountRow[]) {
    const stats = await deps.orders.stats(rows.map((row) => row.id));
    return rows.map((row) => ({
      row,
      orderCount: stats.get(row.id)?.orderCount ?? 0,
      totalSpentCentavos: stats.get(row.id)?.totalSpentCentavos ?? 0,
    }));
  }

  const record = (actor: Actor, change: ActivityRecord) =>
    repository.transaction((tx) => deps.recordActivity(tx, actor, change));

  /** The documents as the viewer may see them; an admin's view is in the activity log. */
  async function documentsFor(viewer: Viewer, row: CustomerAccountRow): Promise<CustomerDocuments> {
    if (viewer.role !== 'admin')
      return { visible: false, count: await deps.documents.count(row.id) };
    const documents = await deps.documents.list(row.id);
    if (documents.length > 0) {
      await record(viewer, {
        action: 'customer.documents.view',
        recordType: 'customer',
        recordId: row.id,
        changes: {
          customer: { before: null, after: row.email },
          documents: { before: null, after: documents.map((document) => document.type) },
        },
      });
    }
    return presentDocuments(row.id, documents);
  }

  return {
    async list(query: CustomerListQuery) {
      const { search, ...paging } = query;
      const { rows, total } = await repository.list(paging, searchOf(search));
      const data: CustomerRow[] = (await withStats(rows)).map(({ row, ...stats }) => ({
        id: row.id,
        name: fullName(row),
        email: row.email,
        mobile: row.mobile,
        createdAt: row.createdAt.toISOString(),
        lastLoginAt: iso(row.lastLoginAt),
        disabled: row.disabledAt !== null,
        ...stats,
      }));
      return { data, meta: pageMeta(query, total) };
    },

    async detail(viewer: Viewer, id: string): Promise<CustomerDetail> {
      const row = await customer(id);
      const [stats, addresses, orders, returns, favoritesCount, signIns, devices, documents] =
        await Promise.all([
          deps.orders.stats([row.id]),
          deps.addresses.list(row.id),
          deps.orders.recent(row.id, RECENT_ORDERS),
          deps.orders.returns(row.id, RECENT_RETURNS),
          repository.favoritesCount(row.id),
          deps.signIns.recent(row.id, RECENT_SIGN_INS),
          deps.signIns.rememberedDevices(row.id, deps.now()),
          documentsFor(viewer, row),
        ]);
      return {
        profile: presentProfile(row),
        orderCount: stats.get(row.id)?.orderCount ?? 0,
        totalSpentCentavos: stats.get(row.id)?.totalSpentCentavos ?? 0,
        addresses,
        orders: orders.map((order) => ({
          ...order,
          statusLabel: orderStatusLabel(order.status),
          createdAt: order.createdAt.toISOString(),
        })),
        returns: returns.map((request) => ({
          ...request,
          statusLabel: orderStatusLabel(request.status),
          createdAt: request.createdAt.toISOString(),
        })),
        favoritesCount,
        signIns: signIns.map((signIn) => ({
          id: signIn.id,
          at: signIn.createdAt.toISOString(),
          method: signIn.method,
          ip: signIn.ip,
          userAgent: signIn.userAgent,
        })),
        devices: devices.map((device) => ({
          device: shortDevice(device.deviceId),
          firstSeenAt: device.firstSeenAt.toISOString(),
          lastUsedAt: device.lastUsedAt.toISOString(),
          expiresAt: device.expiresAt.toISOString(),
        })),
        documents,
      };
    },

    /** One file of a customer's document, for an admin; the view is in the activity log. */
    async documentFile(viewer: Viewer, id: string, documentId: string, side: string) {
      const row = await customer(id);
      const file = await deps.documentFiles.openFile(row.id, documentId, side);
      await record(viewer, {
        action: 'customer.document.file.view',
        recordType: 'customer',
        recordId: row.id,
        changes: {
          customer: { before: null, after: row.email },
          document: { before: null, after: `${documentId} (${side})` },
        },
      });
      return file;
    },

    /** Every access and refresh token of the customer ends: they sign in again. */
    async signOutEverywhere(actor: Actor, id: string) {
      const row = await customer(id);
      await deps.users.signOutEverywhere(row.id);
      await record(actor, {
        action: 'customer.sign_out_everywhere',
        recordType: 'customer',
        recordId: row.id,
        changes: { customer: { before: null, after: row.email } },
      });
      return { profile: presentProfile(row) };
    },

    /** Disabled: the customer cannot sign in and their sessions end. Enabled: they can again. */
    async setDisabled(actor: Actor, id: string, disabled: boolean) {
      const before = await customer(id);
      const after = await repository.transaction(async (tx) => {
        const current = await repository.find(before.id, tx);
        if (!current) throw notFound();
        if ((current.disabledAt !== null) === disabled) return current;
        const updated = await repository.setDisabledAt(
          current.id,
          disabled ? deps.now() : null,
          tx,
        );
        if (!updated) throw notFound();
        await deps.recordActivity(tx, actor, {
          action: disabled ? 'customer.disable' : 'customer.enable',
          recordType: 'customer',
          recordId: current.id,
          changes: {
            customer: { before: null, after: current.email },
            status: {
              before: disabled ? 'active' : 'disabled',
              after: disabled ? 'disabled' : 'active',
            },
          },
        });
        return updated;
      });
      if (disabled) await deps.users.signOutEverywhere(after.id);
      return { profile: presentProfile(after) };
    },

    /** The CSV of the customers the search finds (every page), for the accountant. */
    async exportCsv(actor: Actor, search: string | undefined) {
      const rows = await withStats(await repository.all(searchOf(search)));
      await record(actor, {
        action: 'customer.export',
        recordType: 'customer',
        recordId: 'export',
        changes: {
          search: { before: null, after: search ?? '' },
          rows: { before: null, after: rows.length },
        },
      });
      return customersCsv(
        rows.map(({ row, ...stats }) => ({
          name: fullName(row),
          email: row.email,
          mobile: row.mobile,
          createdAt: row.createdAt,
          lastLoginAt: row.lastLoginAt,
          ...stats,
        })),
      );
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
