import type { RuntimeConfig, ServiceName } from '@shop/shared/api';
import { isRecord } from './storage';

export type { ServiceName };

// Kept here rather than imported from @shop/shared/api: that module pulls zod into the first load.
const CONFIG_FILES: Record<ServiceName, string> = {
  auth: '/config/auth.json',
  checkout: '/config/checkout.json',
  catalogue: '/config/catalogue.json',
};

const SERVICES = Object.keys(CONFIG_FILES) as ServiceName[];

const sameOrigin = (): RuntimeConfig => ({ baseUrl: '', projectId: '' });

let config: Record<ServiceName, RuntimeConfig> = {
  auth: sameOrigin(),
  checkout: sameOrigin(),
  catalogue: sameOrigin(),
};

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return (
    isRecord(value) && typeof value.baseUrl === 'string' && typeof value.projectId === 'string'
  );
}

async function fetchConfig(service: ServiceName): Promise<RuntimeConfig | null> {
  try {
    // A plain GET, so index.html's <link rel="preload" as="fetch"> for the same file is reused.
    const response = await fetch(CONFIG_FILES[service]);
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isRuntimeConfig(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * Reads the three service config files (spec section 7). A missing or broken file leaves that
 * service on the same origin, so the shell still renders and shows its error states.
 */
export async function loadRuntimeConfig(): Promise<void> {
  const loaded = await Promise.all(SERVICES.map(fetchConfig));
  SERVICES.forEach((service, index) => {
    const value = loaded[index];
    if (value) config = { ...config, [service]: value };
  });
}

export function getServiceConfig(service: ServiceName): RuntimeConfig {
  return config[service];
}

export function setRuntimeConfig(values: Partial<Record<ServiceName, RuntimeConfig>>): void {
  config = { ...config, ...values };
}
