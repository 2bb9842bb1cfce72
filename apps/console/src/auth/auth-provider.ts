import type { AuthProvider } from '@refinedev/core';
import type { AdminView, TotpStateView } from '@meridian/contract';

import { apiGet, apiPost, ApiError, keepOperatorToken, operatorToken } from '../api/client';

/**
 * Sign-in is two steps: the password gives a token that opens only the TOTP routes; the code
 * (or a recovery code) makes the same session full. Until then every page sends the operator to
 * the second-factor page.
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    try {
      keepOperatorToken(await apiPost<string>('/admin/login', { email, password }));
      return { success: true, redirectTo: '/second-factor' };
    } catch (error) {
      return { success: false, error: asError(error) };
    }
  },

  async logout() {
    if (operatorToken()) await apiGet('/admin/logout').catch(() => undefined);
    keepOperatorToken(null);
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    if (!operatorToken()) return { authenticated: false, redirectTo: '/login' };
    try {
      const state = await apiGet<TotpStateView>('/admin/totp/state');
      return state.stage === 'full'
        ? { authenticated: true }
        : { authenticated: false, redirectTo: '/second-factor' };
    } catch (error) {
      // Only a dead session signs the tab out. A request cut off (a reload, the network) keeps
      // the token: the page's own calls then say what is wrong, and a 999 among them still
      // signs out (onError).
      if (error instanceof ApiError && error.code === 'SESSION_INVALID') {
        keepOperatorToken(null);
        return { authenticated: false, redirectTo: '/login', logout: true };
      }
      return { authenticated: true };
    }
  },

  async onError(error: unknown) {
    if (error instanceof ApiError && error.code === 'SESSION_INVALID') {
      keepOperatorToken(null);
      return { logout: true, redirectTo: '/login', error };
    }
    if (error instanceof ApiError && error.code === 'TOTP_REQUIRED') {
      return { redirectTo: '/second-factor', error };
    }
    return {};
  },

  async getIdentity() {
    if (!operatorToken()) return null;
    return apiGet<AdminView>('/admin/me').catch(() => null);
  },

  async getPermissions() {
    if (!operatorToken()) return null;
    return apiGet<AdminView>('/admin/me')
      .then((me) => me.role)
      .catch(() => null);
  },
};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
