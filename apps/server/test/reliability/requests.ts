import type { ApiRoute } from './openapi-routes';
import { sampleValue } from './schema-values';
import type { World } from './world';

/**
 * The owner's id a path or body field most likely names, so that requests made with someone
 * else's token aim at real rows (an unknown name gets the owner's order id).
 */
export function ownerHint(world: World, route: ApiRoute) {
  const { owned, owner, staffId } = world;
  return (name: string, previousSegment = ''): string | undefined => {
    if (previousSegment === 'addresses' || /^(address|billingAddress|addressId)$/.test(name))
      return owned.addressId;
    if ((previousSegment === 'items' && route.path.includes('my-cart')) || name === 'items')
      return owned.cartItemId;
    if (previousSegment === 'customers') return owner.id;
    if (previousSegment === 'staff') return staffId;
    if (/^(id|orderId|order_id)$/.test(name)) return owned.orderId;
    return undefined;
  };
}

export interface PlannedRequest {
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A well-formed request for a route (schema samples, the owner's ids), without credentials. */
export function plausibleRequest(world: World, route: ApiRoute): PlannedRequest {
  const hint = ownerHint(world, route);
  const segments = route.path.split('/');
  const url = segments
    .map((segment, index) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      const parameter = route.parameters.find((p) => p.in === 'path' && p.name === name);
      const value = hint(name, segments[index - 1]) ?? sampleValue(parameter?.schema, name);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of route.parameters) {
    if (parameter.in === 'query' && parameter.required)
      query.set(parameter.name, String(sampleValue(parameter.schema, parameter.name)));
    if (parameter.in === 'header')
      headers[parameter.name] = `matrix-${String(sampleValue(parameter.schema, parameter.name))}`;
  }
  const search = query.toString();
  const request: PlannedRequest = {
    method: route.method,
    url: search ? `${url}?${search}` : url,
    headers,
  };
  if (route.body) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(sampleValue(route.body, '', (name) => hint(name)));
  }
  return request;
}
