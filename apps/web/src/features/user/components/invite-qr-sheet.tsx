import { useEffect, useState } from 'react';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';

interface InviteQrSheetProps {
  visible: boolean;
  inviteCode: string;
  onClose: () => void;
}

/** The link a friend registers with: the register page with the invite code filled in. */
export function inviteLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}${import.meta.env.BASE_URL}#/pages/common/register?code=${encodeURIComponent(inviteCode)}`;
}

export function InviteQrSheet({ visible, inviteCode, onClose }: InviteQrSheetProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const link = inviteLink(inviteCode);

  useEffect(() => {
    if (!visible) return undefined;
    let cancelled = false;
    setFailed(false);
    // The QR encoder is only needed here, so it loads with the sheet.
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(link, { margin: 1, width: 440, color: { dark: '#0f1115', light: '#ffffff' } }),
      )
      .then((url) => {
        if (!cancelled) setImage(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [visible, link]);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet">
      <h2 className="sheet__title">{t('setting.inviteQr')}</h2>
      <div className="invite-qr">
        <div className="invite-qr__image">
          {image ? (
            <img src={image} alt={t('setting.inviteQr')} width={220} height={220} />
          ) : failed ? (
            <p className="state__text">{t('common.errorTitle')}</p>
          ) : (
            <SpinLoading color="primary" />
          )}
        </div>
        <p className="invite-qr__code">
          {t('setting.inviteCode')}: <strong>{inviteCode}</strong>
        </p>
        <p className="invite-qr__hint">{t('setting.inviteQrHint')}</p>
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={async () => {
            showToast(t((await copyText(link)) ? 'common.copied' : 'common.copyFailed'));
          }}
        >
          {t('setting.copyInviteLink')}
        </Button>
      </div>
    </Popup>
  );
}
