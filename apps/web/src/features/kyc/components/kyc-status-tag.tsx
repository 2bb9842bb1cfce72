import { useTranslation } from 'react-i18next';

import type { KycStatusName } from '../model/kyc-state';
import './kyc.css';

/** Not certified keeps the plain grey tag. */
const TONES: Partial<Record<KycStatusName, string>> = {
  pending: 'warning',
  certified: 'up',
  failed: 'down',
};

/** Not certified / under audit / certified / audit failed, coloured by meaning. */
export function KycStatusTag({ status }: { status: KycStatusName }) {
  const { t } = useTranslation();
  const tone = TONES[status];
  return (
    <span
      className={`status-tag${tone ? ` status-tag--${tone}` : ''} kyc-tag`}
      data-status={status}
    >
      {t(`kyc.status.${status}`)}
    </span>
  );
}
