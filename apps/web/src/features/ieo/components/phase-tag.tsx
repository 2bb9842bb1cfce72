import type { IeoOrderStatus, IeoProjectView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

const PHASE_TONE = { warmup: 'warning', progress: 'gold', ended: 'flat' } as const;
const STATUS_TONE = { committed: 'warning', allocated: 'gold', listed: 'flat' } as const;

/** A project's phase by time: warm-up, in progress, ended. */
export function PhaseTag({ phase }: { phase: IeoProjectView['phase'] }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${PHASE_TONE[phase]}`}>{t(`ieo.phase.${phase}`)}</span>
  );
}

/** A subscription's state: committed (payment frozen), allocated, listed (tokens credited). */
export function StatusTag({ status }: { status: IeoOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${STATUS_TONE[status]}`}>
      {t(`ieo.status.${status}`)}
    </span>
  );
}
