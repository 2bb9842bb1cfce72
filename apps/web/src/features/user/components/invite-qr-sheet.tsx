import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { copyText } from '../../../lib/clipboard';
import { showToast } from '../../../lib/toast';
import { inviteLink } from '../model/invite-link';
import { QrImage } from './qr-image';

interface InviteQrSheetProps {
  visible: boolean;
  inviteCode: string;
  onClose: () => void;
}

export function InviteQrSheet({ visible, inviteCode, onClose }: InviteQrSheetProps) {
  const { t } = useTranslation();
  const link = inviteLink(inviteCode);

  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('setting.inviteQr')}>
      <div className="invite-qr">
        <QrImage text={link} enabled={visible} />
        <p className="invite-qr__code">
          {t('setting.inviteCode')}: <strong>{inviteCode}</strong>
        </p>
        <p className="invite-qr__hint">{t('setting.inviteQrHint')}</p>
        <PrimaryButton
          size="middle"
          onClick={async () => {
            showToast(t((await copyText(link)) ? 'common.copied' : 'common.copyFailed'));
          }}
        >
          {t('setting.copyInviteLink')}
        </PrimaryButton>
      </div>
    </BottomSheet>
  );
}
