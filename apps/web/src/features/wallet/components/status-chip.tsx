import { useTranslation } from 'react-i18next';

import type { RecordStatus } from '../model/records';

const TONES: Record<RecordStatus, string> = {
  pending: 'gold',
  confirmed: 'up',
  approved: 'up',
  rejected: 'down',
};

/** A record's state in a coloured chip: pending gold, done green, rejected red. */
export function StatusChip({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${TONES[status]} wallet-status-chip`}>
      {t(`fund.status.${status}`)}
    </span>
  );
}
