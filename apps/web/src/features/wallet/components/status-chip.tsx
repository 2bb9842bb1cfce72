import { useTranslation } from 'react-i18next';

import type { RecordStatus } from '../model/records';

/** A record's state in a coloured chip: pending gold, done green, rejected red. */
export function StatusChip({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return <span className={`status-chip status-chip--${status}`}>{t(`fund.status.${status}`)}</span>;
}
