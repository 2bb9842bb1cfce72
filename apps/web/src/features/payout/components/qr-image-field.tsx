import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/delayed-loading';
import { useImageUpload } from '../../../lib/use-upload';
import { checkQrImageFile } from '../model/address-form';
import { ImageIcon, TrashIcon } from './payout-icons';
import './payout.css';

interface QrImageFieldProps {
  /** The uploaded image's address, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
}

/** Optional QR image of an address: upload one image, preview it, remove it. */
export function QrImageField({ value, onChange }: QrImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { choose, uploading } = useImageUpload({
    check: (file) => {
      const problem = checkQrImageFile(file);
      return problem ? t(`walletAddress.errors.${problem}`) : null;
    },
    onUploaded: onChange,
  });

  return (
    <div className="field">
      <span className="field__label">{t('walletAddress.qrcode')}</span>
      <div className="payout-qr">
        {value ? (
          <img className="payout-qr__preview" src={value} alt={t('walletAddress.qrcode')} />
        ) : null}
        <button
          type="button"
          className="payout-qr__pick"
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          {uploading ? <Spinner size={18} /> : <ImageIcon />}
          <span>
            {uploading
              ? t('walletAddress.uploading')
              : value
                ? t('walletAddress.replace')
                : t('walletAddress.qrcodeAdd')}
          </span>
        </button>
        {value && !uploading ? (
          <button type="button" className="payout-qr__remove" onClick={() => onChange(null)}>
            <TrashIcon />
            <span>{t('walletAddress.remove')}</span>
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={choose}
        data-testid="qrcode-input"
      />
    </div>
  );
}
