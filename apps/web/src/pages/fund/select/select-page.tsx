import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { CoinPicker } from '../../../components/ui/coin-picker';
import { RowsSkeleton } from '../../../components/ui/paged-list';
import '../../../features/wallet/components/wallet.css';
import { navigation } from '../../../lib/navigation';

/** Pick a coin, then go on to deposit (`type=receive`) or withdraw it (`type=withdraw`). */
export function SelectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isWithdraw = params.get('type') === 'withdraw';
  const currencies = useQuery(walletQueries.currencies());

  const title = isWithdraw ? t('fund.select.withdrawTitle') : t('fund.select.receiveTitle');
  let body;
  if (currencies.isPending) body = <RowsSkeleton rows={5} />;
  else if (currencies.isError)
    body = <ErrorState error={currencies.error} onRetry={() => void currencies.refetch()} />;
  else {
    const coins = currencies.data
      .filter((c) => (isWithdraw ? c.withdraw_enabled : c.deposit_enabled))
      .map((c) => ({
        id: c.id,
        name: c.name,
        fullName: c.full_name,
        color: c.color,
        image: c.image,
        extra: c.networks.length > 0 ? c.networks.join(' / ') : null,
      }));
    body = (
      <CoinPicker
        coins={coins}
        searchPlaceholder={t('fund.select.search')}
        empty={t('fund.select.empty')}
        onSelect={(coin) =>
          navigation.push(isWithdraw ? paths.withdraw : paths.receive, {
            currency: coin.id,
          })
        }
      />
    );
  }
  return <PageShell title={title}>{body}</PageShell>;
}
