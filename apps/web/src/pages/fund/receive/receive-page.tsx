import { useEffect, useState } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode, type UserCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { CopyIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useDemoMode } from '../../../features/content/hooks/use-demo-mode';
import { useQrImage } from '../../../features/user/hooks/use-qr-image';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { DemoModeNotice } from '../../../features/wallet/components/demo-mode-notice';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import { WarningIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { showSuccess, showToast } from '../../../lib/toast';
import { DepositRequestForm } from './deposit-request-form';

function AddressQr({ address }: { address: string }) {
  const { t } = useTranslation();
  const { image, failed } = useQrImage(address);
  return (
    <div className="wallet-address-card__qr">
      {image ? (
        <img src={image} alt={t('fund.receive.qrAlt')} width={180} height={180} />
      ) : failed ? (
        <p className="state__text">{t('common.errorTitle')}</p>
      ) : (
        <SpinLoading color="primary" />
      )}
    </div>
  );
}

function DepositAddress({
  currency,
  network,
}: {
  currency: UserCurrencyView;
  network: string | null;
}) {
  const { t } = useTranslation();
  const address = useQuery(walletQueries.depositAddress(currency.id, network));

  if (address.isPending) return <DelayedLoading />;
  if (address.isError) {
    if (isApiError(address.error, ErrorCode.DEPOSIT_ADDRESS_UNAVAILABLE)) {
      return (
        <div className="notice notice--warning" role="alert">
          <WarningIcon />
          <p>{errorMessage(address.error)}</p>
        </div>
      );
    }
    return <ErrorState compact error={address.error} onRetry={() => void address.refetch()} />;
  }

  async function copy(text: string) {
    if (await copyText(text)) showSuccess(t('common.copied'));
    else showToast(t('common.copyFailed'));
  }

  const view = address.data;
  return (
    <section className="card wallet-address-card">
      {view.is_demo ? (
        <div className="notice notice--danger" role="alert" data-testid="demo-warning">
          <WarningIcon />
          <p>
            <strong>{t('fund.receive.demoTitle')}</strong> {t('fund.receive.demoText')}
          </p>
        </div>
      ) : null}
      <AddressQr address={view.address} />
      <div className="inset-field">
        <span className="inset-field__label">
          {t('fund.receive.address', { coin: view.currency_name, network: view.network })}
        </span>
        <div className="wallet-address-card__row">
          <code className="wallet-address-card__address" data-testid="deposit-address">
            {view.address}
          </code>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('common.copy')}
            onClick={() => void copy(view.address)}
          >
            <CopyIcon />
          </button>
        </div>
      </div>
      <ul className="wallet-address-card__tips">
        <li>{t('fund.receive.tipNetwork', { coin: view.currency_name, network: view.network })}</li>
        <li>{t('fund.receive.tipCredit')}</li>
      </ul>
    </section>
  );
}

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
