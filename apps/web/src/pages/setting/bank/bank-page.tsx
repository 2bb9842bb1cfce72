import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { paths } from '../../../config/paths';
import { BankCardPanel } from '../../../features/payout/components/bank-card-panel';
import { navigation } from '../../../lib/navigation';

/** The domestic bank card withdrawals are paid to. */
export function BankPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('bank.titleDomestic')}>
      <BankCardPanel kind="domestic" onSwitch={() => navigation.replace(paths.bankInternational)} />
    </PageShell>
  );
}
