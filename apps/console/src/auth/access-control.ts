import type { AccessControlProvider } from '@refinedev/core';
import type { AdminRole, AdminView } from '@meridian/contract';

import { apiGet, operatorToken } from '../api/client';

/**
 * Which menu entries and pages an operator sees: a resource with `meta.access: 'super'`
 * (operator accounts, four-eyes thresholds) only for super-operators. For clarity only: the
 * server refuses every call a role may not make, whatever the screen shows.
 */
let known: { token: string; role: Promise<AdminRole | null> } | null = null;

function roleOfSession(): Promise<AdminRole | null> {
  const token = operatorToken();
  if (!token) return Promise.resolve(null);
  if (known?.token !== token) {
    known = {
      token,
      role: apiGet<AdminView>('/admin/me')
        .then((me) => me.role)
        .catch(() => null),
    };
  }
  return known.role;
}

export const accessControlProvider: AccessControlProvider = {
  async can({ params }) {
    const meta = params?.resource?.meta as { access?: string } | undefined;
    if (meta?.access !== 'super') return { can: true };
    return { can: (await roleOfSession()) === 'super' };
  },
  options: { buttons: { enableAccessControl: false } },
};
