import { useTranslation } from 'react-i18next';

import type { KycStatusName } from '../model/kyc-state';
import './kyc.css';

/** Not certified / under audit / certified / audit failed, coloured by meaning. */
export function KycStatusTag({ status }: { status: KycStatusName }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-tag kyc-tag--${status}`} data-status={status}>
      {t(`kyc.status.${status}`)}
    </span>
  );
}
