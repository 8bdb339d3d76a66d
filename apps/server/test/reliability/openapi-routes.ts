import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * The routes of the reliability suite, read from the OpenAPI document the app serves: a route
 * added tomorrow is in the authorization matrix and the fuzzer without a test of its own
 * (docs/decisions/037-reliability-suite.md).
 */

export type JsonSchema = OpenAPIV3.SchemaObject & Record<string, unknown>;

/** Who may call a route, as the suite classifies it. */
export type RouteKind = 'public' | 'customer' | 'staff';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, with `{name}` parameters. */
  path: string;
  key: string;
  kind: RouteKind;
  /** The operation declares a bearer security requirement. */
  secured: boolean;
  parameters: OpenAPIV3.ParameterObject[];
  /** The JSON body's schema, when the route reads one. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** The route reads multipart/form-data itself (file uploads): not described in the document. */
  multipart: boolean;
}

/**
 * Routes open to anyone, on purpose. A route without a security requirement that is not listed
 * here fails the matrix: a guard forgotten in a new route is caught before it ships.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'GET /readyz',
  'GET /config/{service}',
  'GET /api/products/ofw-location',
  'GET /api/v1/public/announcements',
  'GET /api/v1/public/announcements/{id}',
  'GET /api/v1/categories/map',
  'GET /api/v1/public/branches/dropdown',
  'GET /api/v1/public/products',
  'GET /api/v1/public/products/facets',
  'GET /api/v1/products/{id}',
  'GET /api/products/group_variants/{id}',
  'GET /api/v1/public/products/{id}/related-products',
  'GET /api/v1/public/products/related-products',
  'GET /api/v1/public/featured-products',
  'GET /api/v1/public/product-collections',
  'GET /api/v1/public/blogs',
  'GET /api/v1/public/blog-tags',
  'GET /api/v1/public/blogs/{id}',
  'GET /api/v1/public/faqs',
  'GET /api/v1/public/pages/{slug}',
  'GET /api/v1/public/legal-pages/{slug}',
  'POST /api/v1/public/contact-us',
  'GET /api/v1/public/site-settings',
  'POST /api/v1/auth/sign-up',
  'POST /api/register/{type}',
  'POST /api/v1/auth/verify-sign-up-token',
  'POST /api/register/verify-account',
  'POST /api/v1/auth/login',
  'POST /api/auth/request-temp-password',
  'POST /api/auth/validate-temp-password',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/verify-token',
  'PUT /api/v1/auth/reset-password',
  'GET /api/v1/auth/providers',
  'POST /api/auth/login_google',
  'POST /api/auth/login_facebook',
  'POST /api/send-supplier-email',
  'GET /api/v1/public/locations/regions',
  'GET /api/v1/public/locations/provinces',
  'GET /api/v1/public/locations/cities',
  'GET /api/products/znt-origin',
  'GET /api/products/znt-destination',
  'POST /api/products/znt-view-price',
  // The payment gateway's browser redirects and server-to-server notification (signed bodies).
  'GET /api/v1/payments/paynamics/pay/{id}',
  'POST /api/v1/payments/paynamics/notification',
  'GET /api/v1/payments/paynamics/return/{id}',
  'GET /api/v1/payments/paynamics/cancel/{id}',
  'GET /api/v1/public/purchase-terms',
  // The payment sandbox (off in production unless PAYNAMICS sandbox mode is on).
  'POST /sandbox/paynamics/webpayment',
  'POST /sandbox/paynamics/webpayment/complete',
  'GET /api/products/fair-market/years',
  'GET /api/products/fair-market/brands',
  'GET /api/products/fair-market/sub-models',
  'GET /api/products/fair-market/body-types',
  'POST /api/products/fair-market/calculate',
  'GET /api/v1/products/{id}/reviews',
]);

const STAFF_PREFIXES = ['/api/v1/admin/', '/api/v1/operator/'];

/** Staff routes are the console's and the operator's: a customer token gets 403 on every one. */
export function isStaffPath(path: string): boolean {
  return STAFF_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the served document, classified. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as OpenAPIV3.Document;
  const routes: ApiRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const secured = (operation.security ?? document.security ?? []).some(
        (requirement) => Object.keys(requirement).length > 0,
      );
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const json = body?.content['application/json']?.schema as JsonSchema | undefined;
      const upper = method.toUpperCase() as ApiRoute['method'];
      routes.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        kind: !secured ? 'public' : isStaffPath(path) ? 'staff' : 'customer',
        secured,
        parameters: (operation.parameters ?? []) as OpenAPIV3.ParameterObject[],
        ...(json ? { body: json } : {}),
        bodyRequired: body?.required ?? false,
        multipart: !body && upper !== 'GET' && upper !== 'DELETE',
      });
    }
  }
  return routes;
}

/** Routes Fastify serves under /api/ (method and OpenAPI-style path), from its onRoute hook. */
export function collectRegisteredRoutes(app: FastifyInstance): Set<string> {
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      seen.add(`${method} ${path}`);
    }
  });
  return seen;
}
