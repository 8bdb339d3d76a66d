import type { Provider } from '../users-repository';

/** Who a provider says signed in; the e-mail is one the provider has verified. */
export interface ProviderIdentity {
  provider: Provider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type IdentityVerifier = (token: string) => Promise<ProviderIdentity>;

/** Provider names can be empty or long; the account keeps something presentable. */
export function displayNames(
  email: string,
  given: string | undefined,
  family: string | undefined,
  full: string | undefined,
): { firstName: string; lastName: string } {
  const clean = (value: string | undefined) => value?.trim().slice(0, 50) ?? '';
  const [fullFirst = '', ...fullRest] = clean(full).split(/\s+/);
  const firstName = clean(given) || fullFirst || email.split('@')[0] || 'Customer';
  const lastName = clean(family) || fullRest.join(' ');
  return { firstName, lastName };
}
