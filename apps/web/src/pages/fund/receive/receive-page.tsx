import { useEffect, useState } from 'react';
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
import { DemoModeNotice } from '../../../features/wallet/components/demo-mode-notice';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { DepositAddress } from './deposit-address';
import { DepositRequestForm } from './deposit-request-form';

export function ReceivePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currencyId = idParam(params.get('currency'));
  const currencies = useQuery(walletQueries.currencies());
  const demo = useDemoMode();
  const [chosenNetwork, setNetwork] = useState<string | null>(null);

  useEffect(() => {
    if (currencyId === null) navigation.replace(paths.select, { type: 'receive' });
  }, [currencyId]);

  const currency = currencies.data?.find((c) => c.id === currencyId);
  const network =
    chosenNetwork && currency?.networks.includes(chosenNetwork)
      ? chosenNetwork
      : (currency?.networks[0] ?? null);

  const records = (
    <RecordsButton
      label={t('fund.records.title')}
      onClick={() => navigation.push(paths.receiveWithdrawRecord, { tab: 'deposit' })}
    />
  );
  const title = currency
    ? t('fund.receive.titleCoin', { coin: currency.name })
    : t('fund.receive.title');

  let body;
  if (currencyId === null || currencies.isPending || demo === undefined) body = <DelayedLoading />;
  else if (currencies.isError)
    body = <ErrorState error={currencies.error} onRetry={() => void currencies.refetch()} />;
  else if (!currency || !currency.deposit_enabled)
    body = (
      <EmptyState
        title={t('fund.receive.unavailable')}
        description={t('fund.receive.unavailableText')}
      />
    );
  else if (demo)
    // Demo mode: no address to send real coins to, and a request the server would refuse.
    body = (
      <>
        <DemoModeNotice />
        <DepositRequestForm
          currencyId={currency.id}
          currencyName={currency.name}
          network={network}
          disabledReason={t('fund.demo.depositOff')}
        />
      </>
    );
  else
    body = (
      <>
        {currency.networks.length > 1 ? (
          <div className="segmented" role="tablist" aria-label={t('fund.receive.network')}>
            {currency.networks.map((n) => (
              <button
                key={n}
                type="button"
                role="tab"
                aria-selected={n === network}
                className={`segmented__item${n === network ? ' is-active' : ''}`}
                onClick={() => setNetwork(n)}
              >
                {n}
              </button>
            ))}
          </div>
        ) : null}
        <DepositAddress currency={currency} network={network} />
        <DepositRequestForm
          currencyId={currency.id}
          currencyName={currency.name}
          network={network}
        />
      </>
    );

  return (
    <PageShell title={title} right={records}>
      {body}
    </PageShell>
  );
}
