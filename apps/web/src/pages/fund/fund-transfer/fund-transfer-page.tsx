import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { navigation } from '../../../lib/navigation';
import { ConversionForm } from './conversion-form';

/** Converts one coin into another in the exchange account at the feed price, fee shown first. */
export function FundTransferPage() {
  const { t } = useTranslation();
  const list = useQuery(walletQueries.convertible());
  useLiveBalances();

  let body;
  if (list.isPending) body = <DelayedLoading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length < 2) body = <EmptyState title={t('fund.convert.unavailable')} />;
  else body = <ConversionForm coins={list.data} />;

  return (
    <PageShell
      title={t('fund.convert.title')}
      right={
        <RecordsButton
          label={t('fund.convert.history')}
          onClick={() => navigation.push(paths.transferHistory, { tab: 'conversions' })}
        />
      }
    >
      {body}
    </PageShell>
  );
}
