import { useRef, type ChangeEvent } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useTranslation } from 'react-i18next';

import { ImageIcon } from '../../../features/wallet/components/wallet-icons';
import type { WalletFieldError } from '../../../features/wallet/model/amount';

/** The payment picture: a button that opens the file chooser and then shows the upload. */
export function VoucherField({
  preview,
  uploading,
  disabled,
  error,
  onChange,
}: {
  preview: string | null;
  uploading: boolean;
  disabled: boolean;
  error: WalletFieldError | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label">{t('fund.receive.voucher')}</span>
      <button
        type="button"
        className="wallet-voucher"
        onClick={() => fileInput.current?.click()}
        disabled={uploading || disabled}
        aria-label={t('fund.receive.chooseVoucher')}
      >
        {preview ? (
          <img className="wallet-voucher__image" src={preview} alt={t('fund.receive.voucher')} />
        ) : (
          <span className="wallet-voucher__empty">
            {uploading ? <SpinLoading color="primary" /> : <ImageIcon />}
            <span>{uploading ? t('fund.receive.uploading') : t('fund.receive.chooseVoucher')}</span>
          </span>
        )}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={onChange}
        data-testid="voucher-input"
      />
      {error ? (
        <p className="field__error" role="alert">
          {t(`fund.errors.${error}`)}
        </p>
      ) : (
        <p className="field__hint">{t('fund.receive.voucherHint')}</p>
      )}
    </div>
  );
}
