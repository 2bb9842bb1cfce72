import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useTranslation } from 'react-i18next';

import { useQrImage } from '../hooks/use-qr-image';

/** A QR code of `text`: a spinner while it is drawn, an error line if drawing failed. */
export function QrImage({
  text,
  enabled = true,
  alt,
}: {
  text: string;
  enabled?: boolean;
  /** What the code is for (the invite QR's text unless told). */
  alt?: string;
}) {
  const { t } = useTranslation();
  const { image, failed } = useQrImage(text, enabled);
  return (
    <div className="invite-qr__image">
      {image ? (
        <img src={image} alt={alt ?? t('setting.inviteQr')} width={220} height={220} />
      ) : failed ? (
        <p className="state__text">{t('common.errorTitle')}</p>
      ) : (
        <SpinLoading color="primary" />
      )}
    </div>
  );
}
