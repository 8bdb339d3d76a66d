import { and, eq, inArray, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { carts, users } from '../../src/db/schema/index';
import { seedAccounts } from '../../src/modules/auth/seed-accounts';
import type { TestApp } from '../app';
import {
  bearer,
  cartLine,
  createAddress,
  createCustomer,
  createShopTestApp,
  stockedVariants,
  TEST_PROJECT_ID,
} from '../customers';
import { ADMIN, STAFF } from '../http/admin-fixtures';
import { placeCodOrder } from '../http/order-fixtures';
import { installWriteLog } from './snapshot';

/** A shop with an admin, a staff member and two customers; the first owns one of everything. */
export interface World {
  t: TestApp;
  adminId: string;
  staffId: string;
  owner: { id: string; email: string };
  other: { id: string; email: string };
  /** The owner's rows that routes name in their paths. */
  owned: { addressId: string; cartItemId: string; orderId: string; orderNumber: string };
  /** A fresh access token for a user as the account stands now (sign-out-everywhere included). */
  tokenFor(userId: string): Promise<string>;
  /** Waits for background jobs kicked by earlier requests (mail, expiry) to finish. */
  settle(): Promise<void>;
}

export async function createWorld(): Promise<World> {
  const t = await createShopTestApp();
  await seedAccounts(t.database.db, TEST_PROJECT_ID, {
    operator: STAFF,
    admin: ADMIN,
    demoCustomer: false,
  });
  await installWriteLog(t.database.db);
  const idOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.projectId, TEST_PROJECT_ID), eq(users.email, email)));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const owner = await createCustomer(t);
  const other = await createCustomer(t);
  const [first, second] = await stockedVariants(t, { minStock: 5 });
  if (!first || !second) throw new Error('the test catalogue has no stocked variants');
  const addressId = await createAddress(t, owner);
  const order = await placeCodOrder(t, owner, addressId, [{ line: first }]);
  const cartItemId = await cartLine(t, owner, second);
  // The other customer has a cart and an address too, so their own calls do real work.
  await createAddress(t, other);
  await cartLine(t, other, second);

  async function tokenFor(userId: string): Promise<string> {
    const [row] = await t.database.db
      .select({
        email: users.email,
        roleName: users.roleName,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error(`no user ${userId}`);
    return t.app.accessTokens.sign({
      userId,
      email: row.email,
      roleName: row.roleName,
      projectId: TEST_PROJECT_ID,
      sessionVersion: row.sessionVersion,
    });
  }

  async function settle() {
    await t.app.jobs.runDue();
    await t.app.jobs.idle();
  }
  await settle();

  return {
    t,
    settle,
    adminId: await idOf(ADMIN.email),
    staffId: await idOf(STAFF.email),
    owner: { id: owner.id, email: owner.email },
    other: { id: other.id, email: other.email },
    owned: { addressId, cartItemId, orderId: order._id, orderNumber: order.orderNumber },
    tokenFor,
  };
}

export const authHeader = (token: string) => bearer(token);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Tokens that must never open a session, all claiming the admin account:
 * garbage, expired, unsigned (`alg: none`) and signed with another secret.
 */
export async function hostileTokens(world: World): Promise<Record<string, string | undefined>> {
  const { t, adminId } = world;
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    email: ADMIN.email,
    role: 'admin',
    projectId: TEST_PROJECT_ID,
    sv: 0,
    sub: adminId,
  };
  const expired = await t.app.accessTokens.sign(
    {
      userId: adminId,
      email: ADMIN.email,
      roleName: 'admin',
      projectId: TEST_PROJECT_ID,
      sessionVersion: 0,
    },
    -60,
  );
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`;
  const wrongSecret = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
  return {
    'no token': undefined,
    malformed: 'not.a.jwt',
    expired,
    'alg none': unsigned,
    'wrong secret': wrongSecret,
  };
}

interface Rows<T> {
  rows: T[];
}

/**
 * A digest of one customer's rows: their account, every row with their user id, the rows of
 * their orders and carts. What another customer's request must never change.
 */
export async function ownedSnapshot(t: TestApp, userId: string): Promise<string> {
  const db = t.database.db;
  const columns = (await db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and column_name in ('user_id', 'order_id', 'cart_id')
    order by table_name, column_name
  `)) as unknown as Rows<{ table: string; column: string }>;
  const orderIds = (await db.execute(
    sql`select id from orders where user_id = ${userId}`,
  )) as unknown as Rows<{ id: string }>;
  const cartIds = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const idsFor: Record<string, string[]> = {
    user_id: [userId],
    order_id: orderIds.rows.map((row) => row.id),
    cart_id: cartIds.map((row) => row.id),
  };
  const parts: string[] = [];
  const [account] = await db
    .select()
    .from(users)
    .where(inArray(users.id, [userId]));
  parts.push(JSON.stringify(account));
  for (const { table, column } of columns.rows) {
    const ids = idsFor[column] ?? [];
    if (ids.length === 0) continue;
    const list = ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
    const result = (await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${table}" t where "${column}"::text in (${list})`,
      ),
    )) as unknown as Rows<{ digest: string }>;
    parts.push(`${table}.${column}:${result.rows[0]?.digest}`);
  }
  return parts.join('\n');
}
