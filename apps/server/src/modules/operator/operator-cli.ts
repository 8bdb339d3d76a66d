import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatPeso, ORDER_STATUSES } from '@shop/shared';
import type { z } from 'zod';
import type { operatorOrderDetailSchema, operatorOrderSummarySchema } from './schemas';
import { isUuid } from '../../lib/ids';
import { manilaDateTime } from '../../lib/manila-time';

// `npm run shop -- orders:* | returns:*`: the embedded database belongs to the running server
// (a pid lock on DATA_DIR), so these commands talk to its operator API over HTTP, logged in
// with OPERATOR_EMAIL / OPERATOR_PASSWORD.

type OrderSummary = z.infer<typeof operatorOrderSummarySchema>;
type OrderDetail = z.infer<typeof operatorOrderDetailSchema>;
interface OrderReturn {
  _id: string;
  orderNumber: string;
  status: string;
  status_label: string;
}

export const OPERATOR_USAGE = `  orders:list [--status S] [--search T] [--page N]
                         every customer's orders, newest first (S: a status such as shipped)
  orders:show <id|number>
                         one order: items, payment, history, returns, the statuses it can move to
  orders:advance <id|number> <status> [--tracking N] [--note T]
                         move an order along the status machine (shipping needs --tracking)
  returns:approve <returnId|orderNumber> [--note T]
  returns:decline <returnId|orderNumber> [--note T]
                         decide on an open return request

  The order and return commands talk to the running server at SHOP_URL
  (default http://127.0.0.1:$PORT) as the operator OPERATOR_EMAIL / OPERATOR_PASSWORD.`;

/** A problem the operator can fix (bad arguments, server down, refused step): exit code 1. */
export class OperatorCliError extends Error {}
/** The command line itself is wrong: the usage is printed too. */
export class OperatorUsageError extends OperatorCliError {}

export interface OperatorCliOptions {
  shopUrl: string;
  operator: { email: string; password: string } | null;
  /** Where the operator's session is kept between commands; none: log in every time. */
  sessionFile?: string;
  print: (line: string) => void;
}

interface Parsed {
  positional: string[];
  flags: Record<string, string>;
}

const FLAGS = ['status', 'search', 'page', 'tracking', 'note'];

function parseArgs(args: string[]): Parsed {
  const parsed: Parsed = { positional: [], flags: {} };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const flag = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!flag) {
      parsed.positional.push(arg);
      continue;
    }
    const name = flag[1] ?? '';
    if (!FLAGS.includes(name)) throw new OperatorUsageError(`Unknown option --${name}.`);
    const value = flag[2] ?? args[(index += 1)];
    if (value === undefined || value === '') {
      throw new OperatorUsageError(`--${name} needs a value.`);
    }
    parsed.flags[name] = value;
  }
  return parsed;
}

const when = (iso: string) => manilaDateTime(new Date(iso));
const OPEN_RETURN = (status: string) => status !== 'returned' && status !== 'return_cancelled';

interface ApiAnswer {
  status: number;
  body: { data?: unknown; meta?: { page: number; limit: number; total: number }; message?: string };
}

function createClient(options: OperatorCliOptions) {
  let token: string | undefined;

  async function call(method: string, route: string, body?: unknown): Promise<ApiAnswer> {
    let response: Response;
    try {
      response = await fetch(`${options.shopUrl}${route}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      throw new OperatorCliError(
        `Cannot reach the shop server at ${options.shopUrl}${reason ? ` (${reason})` : ''}. ` +
          'Is it running? Set SHOP_URL to its address.',
      );
    }
    const text = await response.text();
    let parsed: ApiAnswer['body'] = {};
    try {
      parsed = text ? (JSON.parse(text) as ApiAnswer['body']) : {};
    } catch {
      throw new OperatorCliError(
        `${options.shopUrl} answered ${response.status} with something other than the shop API.`,
      );
    }
    return { status: response.status, body: parsed };
  }

  /** The operator's credentials, or a clear request to set them. */
  function credentials() {
    if (!options.operator) {
      throw new OperatorCliError(
        'Set OPERATOR_EMAIL and OPERATOR_PASSWORD to the operator account to use this command.',
      );
    }
    return options.operator;
  }

  // The session is kept between commands (a file readable only by this user): logging in for
  // every command would soon meet the login rate limit of the operator's e-mail address. It
  // belongs to one server and one set of credentials; any change logs in again.
  const sessionKey = () =>
    createHash('sha256')
      .update(JSON.stringify([options.shopUrl, credentials().email, credentials().password]))
      .digest('hex');

  async function savedSession(): Promise<string | undefined> {
    if (!options.sessionFile) return undefined;
    try {
      const saved = JSON.parse(await readFile(options.sessionFile, 'utf8')) as {
        key?: string;
        token?: string;
      };
      return saved.key === sessionKey() ? saved.token : undefined;
    } catch {
      return undefined;
    }
  }

  async function saveSession(value: string) {
    if (!options.sessionFile) return;
    await mkdir(path.dirname(options.sessionFile), { recursive: true, mode: 0o700 });
    await writeFile(options.sessionFile, JSON.stringify({ key: sessionKey(), token: value }), {
      mode: 0o600,
    });
  }

  async function login() {
    const operator = credentials();
    const answer = await call('POST', '/api/v1/auth/login', operator);
    if (answer.status !== 200) {
      const reason = answer.body.message ?? `HTTP ${answer.status}`;
      const hint = answer.status === 401 ? ' Check OPERATOR_EMAIL and OPERATOR_PASSWORD.' : '';
      throw new OperatorCliError(
        `The operator login as ${operator.email} failed: ${reason}${hint}`,
      );
    }
    const data = answer.body.data as { token: string; roleName: string };
    // The former `operator` role is `staff`; the owner (`admin`) may run orders too.
    if (data.roleName !== 'staff' && data.roleName !== 'admin') {
      throw new OperatorCliError(`${operator.email} is not a staff account.`);
    }
    token = data.token;
    await saveSession(token);
  }

  /** The data of a 2xx answer; otherwise the server's own message becomes the error. */
  async function api<T>(method: string, route: string, body?: unknown) {
    let reused = false;
    if (!token) {
      token = await savedSession();
      reused = token !== undefined;
      if (!token) await login();
    }
    let answer = await call(method, route, body);
    if (answer.status === 401 && reused) {
      // The kept session has expired: log in again, once.
      await login();
      answer = await call(method, route, body);
    }
    if (answer.status >= 200 && answer.status < 300)
      return answer.body as { data: T; meta?: ApiAnswer['body']['meta'] };
    throw new OperatorCliError(answer.body.message ?? `The server answered HTTP ${answer.status}.`);
  }

  return { api, call };
}

function printOrder(order: OrderDetail, print: (line: string) => void) {
  print(`Order ${order.orderNumber} (id ${order._id})`);
  print(`Status:      ${order.status_label || order.status} (${order.status})`);
  print(`Customer:    ${order.customer.name} <${order.customer.email}>`);
  print(`Placed:      ${when(order.created_at)} (Manila)`);
  const payment = order.payment;
  print(
    `Payment:     ${payment.method === 'cod' ? 'cash on delivery' : `online${payment.channel ? ` (${payment.channel})` : ''}`}, ${payment.status}`,
  );
  const f = order.fulfillment;
  const where =
    f.type === 'pickup'
      ? `pickup at ${f.branch?.name ?? 'the branch'}`
      : `delivery${f.courier ? ` by ${f.courier.name}` : ''}${f.address ? ` to ${f.address.contactName}, ${f.address.street}, ${f.address.city}` : ''}`;
  print(`Fulfillment: ${where}${f.tracking_number ? `; tracking ${f.tracking_number}` : ''}`);
  print('Items:');
  for (const item of order.items) {
    const variant = [item.variant.color, item.variant.size, item.variant.material]
      .filter(Boolean)
      .join(' / ');
    print(
      `  ${item.quantity} × ${item.name}${variant ? ` (${variant})` : ''}  ${formatPeso(item.line_total)}  [item ${item._id}]`,
    );
  }
  print(`Total:       ${formatPeso(order.totals.total)}`);
  print('History:');
  for (const entry of order.audit) {
    print(
      `  ${when(entry.at)}  ${entry.status}  ${entry.actor}${entry.note ? `  ${entry.note}` : ''}`,
    );
  }
  if (order.returns.length > 0) {
    print('Returns:');
    for (const request of order.returns) {
      const units = request.items.reduce((sum, item) => sum + item.quantity, 0);
      print(
        `  ${request._id}  ${request.status_label} (${request.status})  ${units} unit(s), ` +
          `${request.photos.length} photo(s)  ${request.reason}${request.details ? `: ${request.details}` : ''}`,
      );
    }
  }
  print(`Next:        ${nextSteps(order, (step) => `${step.status} (${step.action})`)}`);
}

/** What can happen next: the operator's moves, else what the customer may still do. */
function nextSteps(order: OrderDetail, show: (step: OrderDetail['next'][number]) => string) {
  if (order.next.length > 0) return order.next.map(show).join(', ');
  if (order.allowed_actions.length > 0) {
    return `none for the operator; waiting for the customer (${order.allowed_actions.join(', ')})`;
  }
  return 'none (final status)';
}

/** Runs one `orders:*` / `returns:*` command; false when the command is not one of them. */
export async function runOperatorCommand(
  command: string,
  args: string[],
  options: OperatorCliOptions,
): Promise<boolean> {
  if (!/^(orders|returns):/.test(command)) return false;
  const { print } = options;
  const { positional, flags } = parseArgs(args);
  const client = createClient(options);
  const orderPath = (idOrNumber: string) =>
    `/api/v1/operator/orders/${encodeURIComponent(idOrNumber)}`;
  /** The open return request of an order given by id or number. */
  const openReturnOf = async (idOrNumber: string, known?: OrderDetail) => {
    const order = known ?? (await client.api<OrderDetail>('GET', orderPath(idOrNumber))).data;
    const open = order.returns.find((request) => OPEN_RETURN(request.status));
    if (!open) throw new OperatorCliError(`Order ${order.orderNumber} has no open return request.`);
    return open._id;
  };
  const needs = (count: number, what: string) => {
    if (positional.length < count) throw new OperatorUsageError(`${command} needs ${what}.`);
  };

  switch (command) {
    case 'orders:list': {
      const query = new URLSearchParams({ limit: '50', page: flags['page'] ?? '1' });
      if (flags['status']) {
        if (!(ORDER_STATUSES as readonly string[]).includes(flags['status'])) {
          throw new OperatorCliError(
            `Unknown status ${flags['status']}. Statuses: ${ORDER_STATUSES.join(', ')}.`,
          );
        }
        query.set('status', flags['status']);
      }
      if (flags['search']) query.set('search', flags['search']);
      const answer = await client.api<OrderSummary[]>('GET', `/api/v1/operator/orders?${query}`);
      for (const order of answer.data) {
        print(
          [
            order.orderNumber,
            when(order.created_at),
            `${order.status_label || order.status} (${order.status})`,
            formatPeso(order.total),
            `${order.customer.name} <${order.customer.email}>`,
            order._id,
          ].join('  '),
        );
      }
      const meta = answer.meta;
      print(
        meta && meta.total > 0
          ? `${answer.data.length} of ${meta.total} orders (page ${meta.page}).`
          : 'No orders.',
      );
      return true;
    }
    case 'orders:show': {
      needs(1, 'an order id or number');
      const answer = await client.api<OrderDetail>('GET', orderPath(positional[0] ?? ''));
      printOrder(answer.data, print);
      return true;
    }
    case 'orders:advance': {
      needs(2, 'an order id or number and a status');
      const [order = '', status = ''] = positional;
      const body: Record<string, string> = { status };
      if (flags['tracking']) body['trackingNumber'] = flags['tracking'];
      if (flags['note']) body['note'] = flags['note'];
      const answer = await client.api<OrderDetail>('POST', `${orderPath(order)}/status`, body);
      const moved = answer.data;
      print(
        `Order ${moved.orderNumber} is now ${moved.status_label || moved.status} (${moved.status}).`,
      );
      if (moved.fulfillment.tracking_number && status.startsWith('shipped')) {
        print(`Tracking number: ${moved.fulfillment.tracking_number}`);
      }
      print(`Next: ${nextSteps(moved, (step) => step.status)}`);
      return true;
    }
    case 'returns:approve':
    case 'returns:decline': {
      needs(1, 'a return id or an order number');
      const decision = command === 'returns:approve' ? 'approve' : 'decline';
      const target = positional[0] ?? '';
      const body = flags['note'] ? { note: flags['note'] } : {};
      let returnId = target;
      if (!isUuid(target)) {
        returnId = await openReturnOf(target);
      } else {
        // A uuid may be an order's id as well as a return's.
        const probe = await client.api<OrderDetail>('GET', orderPath(target)).catch(() => null);
        if (probe) returnId = await openReturnOf(target, probe.data);
      }
      const answer = await client.api<OrderReturn>(
        'POST',
        `/api/v1/operator/returns/${encodeURIComponent(returnId)}/${decision}`,
        body,
      );
      const request = answer.data;
      print(
        `Return ${request._id} of order ${request.orderNumber}: ${request.status_label} (${request.status}).`,
      );
      return true;
    }
    default:
      throw new OperatorUsageError(`Unknown command ${command}.`);
  }
}
