import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useTranslation } from 'react-i18next';

import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { useQrImage } from '../hooks/use-qr-image';
import { inviteLink } from '../model/invite-link';

interface InviteQrSheetProps {
  visible: boolean;
  inviteCode: string;
  onClose: () => void;
}

export function InviteQrSheet({ visible, inviteCode, onClose }: InviteQrSheetProps) {
  const { t } = useTranslation();
  const link = inviteLink(inviteCode);
  const { image, failed } = useQrImage(link, visible);

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
