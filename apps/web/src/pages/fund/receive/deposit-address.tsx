import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode, type UserCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { CopyIcon } from '../../../components/ui/page-icons';
import { useQrImage } from '../../../features/user/hooks/use-qr-image';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { WarningIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { showSuccess, showToast } from '../../../lib/toast';

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

/** The coin's deposit address with its QR code, a copy button and the deposit tips. */
export function DepositAddress({
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
          <IconButton
            label={t('common.copy')}
            className="icon-button--small"
            onClick={() => void copy(view.address)}
          >
            <CopyIcon />
          </IconButton>
        </div>
      </div>
      <ul className="wallet-address-card__tips">
        <li>{t('fund.receive.tipNetwork', { coin: view.currency_name, network: view.network })}</li>
        <li>{t('fund.receive.tipCredit')}</li>
      </ul>
    </section>
  );
}
