import { useNoticesStore } from '../../../components/notifications/notices-store';
import type { LoginData } from '../api/login';
import { useRememberedStore } from '../stores/remembered-credentials';
import { useSessionStore } from '../stores/session';

export const LOGIN_SUCCESS_TOAST = 'Successfully logged in.';

/**
 * Saves a successful login (spec section 4): the token and profile in the session, and — when
 * the device is remembered — the credentials for the remembered-account panel.
 */
export function completeLogin(data: LoginData, remember: boolean): void {
  const rememberPassword = remember && Boolean(data.refreshToken && data.deviceId);
  useSessionStore.getState().setSession({
    token: data.token,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    projectId: data.projectId,
    profile: {
      firstName: data.firstName,
      lastName: data.lastName,
      role: data.roleName,
      projectId: data.projectId,
      token: data.token,
    },
    rememberPassword,
    deviceId: data.deviceId ?? null,
    refreshToken: data.refreshToken ?? null,
  });
  if (rememberPassword && data.refreshToken && data.deviceId) {
    useRememberedStore.getState().remember({
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      rememberPassword: true,
      deviceId: data.deviceId,
      refreshToken: data.refreshToken,
      timestamp: Date.now(),
    });
  } else {
    useRememberedStore.getState().forget();
  }
  useNoticesStore.getState().pushToast({ msg: LOGIN_SUCCESS_TOAST, color: 'success' });
}
