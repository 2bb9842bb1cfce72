import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { paths } from '../../../config/paths';
import { BankCardPanel } from '../../../features/payout/components/bank-card-panel';
import { navigation } from '../../../lib/navigation';

/** The international bank account (SWIFT / ABA) withdrawals are paid to. */
export function BankInternationalPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('bank.titleInternational')}>
      <BankCardPanel kind="international" onSwitch={() => navigation.replace(paths.bank)} />
    </PageShell>
  );
}
