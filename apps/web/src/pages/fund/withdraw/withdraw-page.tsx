import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { useDemoMode } from '../../../features/content/hooks/use-demo-mode';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { WithdrawForm } from './withdraw-form';

export function WithdrawPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currencyId = idParam(params.get('currency'));
  const info = useQuery({
    ...walletQueries.withdrawInfo(currencyId ?? 0),
    enabled: currencyId !== null,
  });
  useLiveBalances(currencyId !== null);
  const demo = useDemoMode();

  useEffect(() => {
    if (currencyId === null) navigation.replace(paths.select, { type: 'withdraw' });
  }, [currencyId]);

  const title = info.data
    ? t('fund.withdraw.titleCoin', { coin: info.data.currency_name })
    : t('fund.withdraw.title');
  let body;
  if (currencyId === null || info.isPending || demo === undefined) body = <DelayedLoading />;
  else if (info.isError)
    body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data.withdraw_enabled)
    body = (
      <EmptyState
        title={t('fund.withdraw.disabled')}
        description={t('fund.withdraw.disabledText')}
      />
    );
  else body = <WithdrawForm currencyId={currencyId} info={info.data} demo={demo !== null} />;

  return (
    <PageShell
      title={title}
      right={
        <RecordsButton
          label={t('fund.records.title')}
          onClick={() => navigation.push(paths.receiveWithdrawRecord, { tab: 'withdraw' })}
        />
      }
    >
      {body}
    </PageShell>
  );
}
