import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
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
  const link = inviteLink(inviteCode);
  // The QR image belongs to one link; a result for another link is ignored.
  const [result, setResult] = useState<{ link: string; image: string | null } | null>(null);
  const current = result?.link === link ? result : null;
  const image = current?.image ?? null;
  const failed = current !== null && current.image === null;

  useEffect(() => {
    if (!visible || current) return undefined;
    let cancelled = false;
    // The QR encoder is only needed here, so it loads with the sheet.
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(link, {
          margin: 1,
          width: 440,
          color: { dark: '#0f1115', light: '#ffffff' },
        }),
      )
      .then((url) => {
        if (!cancelled) setResult({ link, image: url });
      })
      .catch(() => {
        if (!cancelled) setResult({ link, image: null });
      });
    return () => {
      cancelled = true;
    };
  }, [visible, link, current]);

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
