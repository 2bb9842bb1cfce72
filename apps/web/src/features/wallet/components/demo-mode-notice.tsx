import { useTranslation } from 'react-i18next';

import { WarningIcon } from './wallet-icons';

/**
 * Demo mode on a money screen: prices are simulated and balances are demo funds, so no real coin
 * comes in or goes out (the meaning of the server's DEMO_MODE refusal).
 */
export function DemoModeNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice notice--warning" role="alert" data-testid="demo-mode-notice">
      <WarningIcon />
      <p>{t('fund.demo.notice')}</p>
    </div>
  );
}

/** Why the button above cannot be used, kept in view beside it (and named by it). */
export function DisabledReason({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="wallet-form__blocked" data-testid="demo-disabled-reason">
      {children}
    </p>
  );
}
