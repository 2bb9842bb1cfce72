import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { BankCardPanel } from '../../../features/payout/components/bank-card-panel';
import { navigation } from '../../../lib/navigation';

const INTERNATIONAL_PATH = '/pages/setting/bank_international';

/** The domestic bank card withdrawals are paid to. */
export function BankPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('bank.titleDomestic')}>
      <BankCardPanel kind="domestic" onSwitch={() => navigation.replace(INTERNATIONAL_PATH)} />
    </PageShell>
  );
}
