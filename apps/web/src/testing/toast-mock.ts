import { vi } from 'vitest';

import type * as Toast from '../lib/toast';

const handle = () => ({ close: vi.fn() });

/**
 * lib/toast for a test that asserts what the user was told: every call is recorded and returns
 * its own closable handle, and nothing renders. A test file mocks it with
 * `vi.mock('<...>/lib/toast', () => import('<...>/testing/toast-mock'))`.
 */
export const showToast = vi.fn<typeof Toast.showToast>(handle);
export const showSuccess = vi.fn<typeof Toast.showSuccess>(handle);
export const showFailure = vi.fn<typeof Toast.showFailure>(handle);
export const showLoading = vi.fn<typeof Toast.showLoading>(handle);
export const clearToasts = vi.fn<typeof Toast.clearToasts>();
export const preloadToast = vi.fn<typeof Toast.preloadToast>();
