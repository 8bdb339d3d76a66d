import { consoleUserSchema, type ConsoleUser } from '@shop/shared/admin/staff';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { tokenExpiry, type ConsoleSession } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api-client';
import { getServiceConfig } from '../../../lib/runtime-config';

/** The console's answer to a customer's credentials. */
export const NO_CONSOLE_ACCESS = 'This account has no access to the console.';

const loginDataSchema = z.object({
  token: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
});

export interface ConsoleLoginInput {
  email: string;
  password: string;
}

/**
 * Signs in through the shop's login API (never asking to be remembered: staff sessions are
 * not), then asks the console who that is. A customer's account gets no console session.
 */
export async function consoleLogin({
  email,
  password,
}: ConsoleLoginInput): Promise<ConsoleSession> {
  const login = await adminApi.data('POST', '/api/v1/auth/login', loginDataSchema, {
    body: {
      email,
      password,
      projectId: getServiceConfig('auth').projectId || undefined,
      withRefreshToken: false,
    },
  });
  if (login.roleName !== 'staff' && login.roleName !== 'admin') {
    throw new ApiError({ ok: false, status: 403, message: NO_CONSOLE_ACCESS });
  }
  const me: ConsoleUser = await adminApi.data('GET', '/api/v1/admin/me', consoleUserSchema, {
    headers: { Authorization: `Bearer ${login.token}` },
  });
  return {
    token: login.token,
    email: me.email,
    firstName: me.firstName,
    lastName: me.lastName,
    role: me.role,
    expiresAt: tokenExpiry(login.token),
  };
}

export function useConsoleLogin() {
  return useMutation({ mutationFn: consoleLogin });
}
