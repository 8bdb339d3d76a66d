import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, PUBLIC_ROUTES, type ApiRoute } from './openapi-routes';
import { plausibleRequest, type PlannedRequest } from './requests';
import { snapshot, writesSince } from './snapshot';
import { authHeader, createWorld, hostileTokens, ownedSnapshot } from './world';

// Every route of the OpenAPI document × every kind of wrong caller (decision 037). The routes are
// read from the document the app serves, so a route added later is in the matrix by itself.

const world = await createWorld();
const { t } = world;
const routes = apiRoutes(t.app);
const secured = routes.filter((route) => route.secured);
const tokens = await hostileTokens(world);
afterAll(() => t.close());

function send(request: PlannedRequest, token: string | undefined) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(token === undefined ? {} : authHeader(token)) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const describeCall = (route: ApiRoute, request: PlannedRequest) =>
  `${route.key} as ${request.method} ${request.url}`;

describe('the authorization matrix', () => {
  it('reads a realistic document: public, customer and staff routes', () => {
    const kinds = (kind: ApiRoute['kind']) => routes.filter((route) => route.kind === kind).length;
    expect(kinds('public')).toBeGreaterThan(20);
    expect(kinds('customer')).toBeGreaterThan(30);
    expect(kinds('staff')).toBeGreaterThan(80);
  });

  it('has no route without a security requirement unless the public allow-list names it', () => {
    const unguarded = routes.filter((route) => !route.secured).map((route) => route.key);
    expect(unguarded.filter((key) => !PUBLIC_ROUTES.has(key))).toEqual([]);
    // The list stays honest: every entry is a public route of the document.
    expect([...PUBLIC_ROUTES].filter((key) => !unguarded.includes(key))).toEqual([]);
  });

  it('serves under /api no route the document leaves out', () => {
    const documented = new Set(routes.map((route) => route.path.replace(/\{[^}]+\}/g, '*')));
    const served = registeredApiPaths();
    expect(served).toContain('/api/v1/my-orders/*');
    expect(served.filter((path) => !documented.has(path))).toEqual([]);
  });

  it.each(secured.map((route) => [route.key, route] as const))(
    '%s: no token, malformed, expired, alg none, wrong secret: 401, nothing changes',
    async (_key, route) => {
      const request = plausibleRequest(world, route);
      await world.settle();
      const before = await snapshot(t.database.db);
      const wrong: string[] = [];
      for (const [name, token] of Object.entries(tokens)) {
        const response = await send(request, token);
        if (response.statusCode !== 401)
          wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(wrong, describeCall(route, request)).toEqual([]);
      await world.settle();
      expect((await writesSince(t.database.db, before)).tables).toEqual([]);
    },
  );

  const staffRoutes = secured.filter((route) => route.kind === 'staff');
  it.each(staffRoutes.map((route) => [route.key, route] as const))(
    '%s: a customer gets 403 and nothing changes',
    async (_key, route) => {
      const request = plausibleRequest(world, route);
      await world.settle();
      const before = await snapshot(t.database.db);
      const response = await send(request, await world.tokenFor(world.other.id));
      expect(response.statusCode, `${describeCall(route, request)}: ${response.body}`).toBe(403);
      await world.settle();
      expect((await writesSince(t.database.db, before)).tables).toEqual([]);
    },
  );

  const customerRoutes = secured.filter((route) => route.kind === 'customer');
  const ownerMarks = [
    world.owner.email,
    world.owner.id,
    world.owned.addressId,
    world.owned.cartItemId,
    world.owned.orderId,
    world.owned.orderNumber,
  ];
  it.each(customerRoutes.map((route) => [route.key, route] as const))(
    "%s: another customer never reads or changes the owner's rows",
    async (_key, route) => {
      const request = plausibleRequest(world, route);
      await world.settle();
      const before = await ownedSnapshot(t, world.owner.id);
      const response = await send(request, await world.tokenFor(world.other.id));
      const call = `${describeCall(route, request)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, call).toBeLessThan(500);
      for (const mark of ownerMarks) expect(response.body, call).not.toContain(mark);
      await world.settle();
      expect(await ownedSnapshot(t, world.owner.id), call).toBe(before);
      const aimsAtOwner = ownerMarks.some((mark) => request.url.includes(encodeURIComponent(mark)));
      if (aimsAtOwner && response.statusCode === 400) {
        // Refused before anyone's rows were looked at: the owner sending the very same request
        // is refused the same way (the body, not the caller, is what is wrong).
        const own = await send(request, await world.tokenFor(world.owner.id));
        expect(own.statusCode, `${call}; the owner got ${own.statusCode} ${own.body}`).toBe(400);
      } else if (aimsAtOwner) {
        expect([403, 404], call).toContain(response.statusCode);
      }
    },
  );
});

/** The /api paths Fastify serves, `*` for each parameter, from its route tree. */
function registeredApiPaths(): string[] {
  const lines = t.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: { depth: number; path: string }[] = [];
  const paths = new Set<string>();
  for (const line of lines) {
    const match = /^([\s│├└─]*)(\S.*?)(?:\s+\(([^)]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + match[2];
    stack.push({ depth, path });
    const methods = (match[3] ?? '').split(',').map((method) => method.trim());
    if (!methods.some((method) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)))
      continue;
    const normal = path.replace(/:[A-Za-z0-9_]+/g, '*');
    if (normal.startsWith('/api/') && !normal.startsWith('/api/docs')) paths.add(normal);
  }
  return [...paths].sort();
}
