import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';
import {
  createAddress,
  createCustomer,
  createShopTestApp,
  expectStatus,
  stockedVariants,
  type Customer,
} from '../customers';
import {
  OPERATOR,
  placeCodOrder,
  signedInOperator,
  updateStatus,
  type PlacedOrder,
} from '../http/order-fixtures';

// `npm run shop -- orders:* | returns:*` as a real process against a server on a random port.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const cliDataDir = mkdtempSync(path.join(tmpdir(), 'shop-cli-'));

let t: TestApp;
let shopUrl: string;
let ana: Customer;
let order: PlacedOrder;
let closedPortUrl: string;

beforeAll(async () => {
  t = await createShopTestApp();
  await signedInOperator(t);
  ana = await createCustomer(t, { firstName: 'Ana' });
  const address = await createAddress(t, ana);
  const [line] = (await stockedVariants(t, { minStock: 5 })).filter(
    (entry) => entry.priceCentavos < 6_000_00,
  );
  order = await placeCodOrder(t, ana, address, [{ line: line! }]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  shopUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A port nobody listens on: taken, then let go.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPortUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(cliDataDir, { recursive: true, force: true });
});

/** Runs the command line; `undefined` in `env` leaves a variable out. */
function shop(args: string[], env: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/shop.ts', ...args], {
      cwd: serverDir,
      env: Object.fromEntries(
        Object.entries({
          PATH: process.env.PATH,
          DATA_DIR: cliDataDir,
          SHOP_URL: shopUrl,
          OPERATOR_EMAIL: OPERATOR.email,
          OPERATOR_PASSWORD: OPERATOR.password,
          ...env,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run shop -- orders:* and returns:*', () => {
  it('lists, shows and advances orders and approves a return through the operator API', async () => {
    const listed = await shop(['orders:list', '--status', 'order_placed_cod_payment']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(order.orderNumber);
    expect(listed.stdout).toContain(`Order Placed (COD Payment) (order_placed_cod_payment)`);
    expect(listed.stdout).toContain(ana.email);
    expect(listed.stdout).toMatch(/1 of 1 orders \(page 1\)\./);

    const processing = await shop(['orders:advance', order.orderNumber, 'processing']);
    expect(processing.code).toBe(0);
    expect(processing.stdout).toContain(
      `Order ${order.orderNumber} is now Order Processing (processing).`,
    );
    expect(processing.stdout).toContain('Next: cancelled_seller, shipped');

    // A step the server refuses: its message, exit code 1.
    const untracked = await shop(['orders:advance', order._id, 'shipped']);
    expect(untracked.code).toBe(1);
    expect(untracked.stderr.trim()).toBe('A tracking number is needed to ship an order.');

    const shipped = await shop([
      'orders:advance',
      order._id,
      'shipped',
      '--tracking',
      'LBC-2026-77',
      '--note',
      'Two boxes',
    ]);
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain('is now Order in Transit (shipped).');
    expect(shipped.stdout).toContain('Tracking number: LBC-2026-77');

    expect(
      (await shop(['orders:advance', order.orderNumber, 'delivered_confirm_receipt'])).code,
    ).toBe(0);
    const received = await updateStatus(t, ana, order._id, { action: 'confirm_receipt' });
    const [item] = expectStatus(received, 200).data.items as { _id: string }[];
    expectStatus(
      await updateStatus(t, ana, order._id, {
        action: 'request_return',
        items: [{ orderItemId: item!._id, quantity: 1 }],
        reason: 'Missing parts',
      }),
      200,
    );

    const shown = await shop(['orders:show', order.orderNumber]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Order ${order.orderNumber} (id ${order._id})`);
    expect(shown.stdout).toContain('Status:      Return Requested (return_request)');
    expect(shown.stdout).toContain('; tracking LBC-2026-77');
    expect(shown.stdout).toMatch(
      /shipped {2}operator:[0-9a-f-]+ {2}Shipped with tracking number LBC-2026-77: Two boxes/,
    );
    expect(shown.stdout).toContain('Missing parts');
    expect(shown.stdout).toContain(
      'Next:        return_pending (accept_return), return_approved (approve_return), return_cancelled (decline_return)',
    );

    const approved = await shop(['returns:approve', order.orderNumber]);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(
      new RegExp(
        `^Return [0-9a-f-]{36} of order ${order.orderNumber}: Return Approved \\(return_approved\\)\\.`,
      ),
    );
    // One login for all of them: the session is kept, readable only by its user.
    const session = path.join(cliDataDir, 'secrets', 'operator-session.json');
    expect(statSync(session).mode & 0o777).toBe(0o600);

    const declined = await shop(['returns:decline', order.orderNumber]);
    expect(declined.code).toBe(1);
    expect(declined.stderr.trim()).toBe(
      'This return request is Return Approved; it can no longer be approved or declined.',
    );
  }, 60_000);

  it('says clearly when the server is not reachable, the login fails or the command is wrong', async () => {
    const [down, badLogin, noOperator, usage, unknown] = await Promise.all([
      shop(['orders:list'], { SHOP_URL: closedPortUrl }),
      shop(['orders:list'], { OPERATOR_PASSWORD: 'Wrong#Password1' }),
      shop(['orders:show', order.orderNumber], {
        OPERATOR_EMAIL: undefined,
        OPERATOR_PASSWORD: undefined,
      }),
      shop(['orders:advance', order.orderNumber]),
      shop(['orders:show', 'CF-1999-000001']),
    ]);
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(`Cannot reach the shop server at ${closedPortUrl}`);
    expect(down.stderr).toContain('Is it running? Set SHOP_URL to its address.');
    expect(badLogin.code).toBe(1);
    expect(badLogin.stderr.trim()).toBe(
      `The operator login as ${OPERATOR.email} failed: Invalid email and/or password. ` +
        'Check OPERATOR_EMAIL and OPERATOR_PASSWORD.',
    );
    expect(noOperator.code).toBe(1);
    expect(noOperator.stderr.trim()).toBe(
      'Set OPERATOR_EMAIL and OPERATOR_PASSWORD to the operator account to use this command.',
    );
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('orders:advance needs an order id or number and a status.');
    expect(usage.stderr).toContain('Usage: npm run shop -- <command>');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('The order does not exist.');
  }, 60_000);
});
