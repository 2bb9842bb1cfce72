import { formatDateTime, type WalletAddressView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '../../../components/ui/copy-button';
import { TrashIcon } from './payout-icons';
import './payout.css';

interface AddressCardProps {
  address: WalletAddressView;
  deleting?: boolean;
  onDelete: (address: WalletAddressView) => void;
}

/** One saved withdrawal address: label, full address, its QR image, copy and delete. */
export function AddressCard({ address, deleting, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <article className="payout-address card" data-testid="payout-address">
      <div className="payout-address__main">
        <h3 className="payout-address__name">{address.name}</h3>
        <p className="payout-address__address mono">{address.address}</p>
        <p className="payout-address__meta">
          {t('walletAddress.addedOn', { date: formatDateTime(address.created_at) })}
        </p>
      </div>
      {address.qrcode ? (
        <img
          className="payout-address__qr"
          src={address.qrcode}
          alt={t('walletAddress.qrcodeAlt', { name: address.name })}
        />
      ) : null}
      <div className="payout-address__actions">
        <CopyButton text={address.address} label={t('walletAddress.copyAddress')} />
        <button
          type="button"
          className="icon-button icon-button--small payout-address__delete"
          aria-label={t('walletAddress.delete')}
          disabled={deleting}
          onClick={() => onDelete(address)}
        >
          <TrashIcon />
        </button>
      </div>
    </article>
  );
}
