import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}

/** A confirmation dialog; resolves true when confirmed. Loads antd-mobile's Dialog on demand. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const [{ default: Dialog }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('./antd-render'),
  ]);
  return Dialog.confirm(options);
}
