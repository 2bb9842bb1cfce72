import { formatDateTime, type WithdrawInfoView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { WarningIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { withdrawBlocker } from '../../../features/wallet/model/withdraw-form';
import { navigation } from '../../../lib/navigation';

/** Why a withdrawal cannot be sent yet (identity, a hold, no pay password), with the way out. */
export function WithdrawBlocker({ info }: { info: WithdrawInfoView }) {
  const { t } = useTranslation();
  const blocker = withdrawBlocker(info);
  if (!blocker || blocker === 'disabled') return null;
  const content = {
    kyc: {
      text: t('fund.withdraw.kycRequired'),
      action: t('fund.withdraw.verify'),
      open: () => navigation.push(paths.realMark),
    },
    hold: {
      text: t('fund.withdraw.hold', { time: formatDateTime(info.hold_until ?? 0) }),
      action: null,
      open: null,
    },
    payPassword: {
      text: t('fund.withdraw.payPasswordRequired'),
      action: t('fund.withdraw.setPayPassword'),
      open: () => navigation.push(paths.payPassword),
    },
  }[blocker];
  return (
    <div
      className="notice notice--warning"
      role="alert"
      data-testid={`withdraw-blocker-${blocker}`}
    >
      <WarningIcon />
      <div className="notice__body">
        <p>{content.text}</p>
        {content.action && content.open ? (
          <button type="button" className="link link--gold" onClick={content.open}>
            {content.action}
          </button>
        ) : null}
      </div>
    </div>
  );
}
