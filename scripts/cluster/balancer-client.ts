/**
 * A shopper's HTTP client for the cluster test: every request goes through the balancer, and
 * each answer records which node served it (X-Served-By, sent by nodes started with NODE_NAME).
 */

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of many routes
  node: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}

export function balancerClient(baseUrl: string) {
  const served = new Map<string, number>();

  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    const node = response.headers.get('x-served-by') ?? 'balancer';
    served.set(node, (served.get(node) ?? 0) + 1);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page, HAProxy's own error page).
    }
    return { status: response.status, body: parsed, node, headers: response.headers } as Answer;
  }

  return {
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, body?: unknown, options?: RequestOptions) =>
      request('POST', path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions) =>
      request('PUT', path, { ...options, body }),
    /** Answers per node so far, as this client saw them. */
    served: () => Object.fromEntries(served),
    /**
     * Round robin sends the next request to the node after the last one: a cheap GET until
     * `node` answers makes the next request land on another node (the assertions check it).
     */
    async after(node: string) {
      for (let attempt = 0; attempt < 6; attempt++) {
        if ((await request('GET', '/healthz')).node === node) return;
      }
      throw new Error(`${node} never answered through the balancer`);
    },
  };
}

export type BalancerClient = ReturnType<typeof balancerClient>;
