import {
  type HoldResolution,
  type WithdrawHoldView,
  type WithdrawInfoView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths, type AppPath } from '../../../config/paths';
import { WarningIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { useMinuteClock } from '../../../features/wallet/hooks/use-minute-clock';
import { timeLeft } from '../../../features/wallet/model/whitelist';
import { navigation } from '../../../lib/navigation';

/** The screen that lifts a hold; waiting has none. */
const RESOLVING_SCREEN: Record<Exclude<HoldResolution, 'wait'>, AppPath> = {
  kyc: paths.real,
  security: paths.security,
  pay_password: paths.payPassword,
  whitelist: paths.whitelist,
};

function HoldNotice({ hold, now }: { hold: WithdrawHoldView; now: number }) {
  const { t } = useTranslation();
  const resolve = hold.resolve === 'wait' ? null : hold.resolve;
  return (
    <div
      className={`notice${hold.blocking ? ' notice--warning' : ''} withdraw-hold`}
      role={hold.blocking ? 'alert' : 'status'}
      data-testid={`withdraw-hold-${hold.kind}`}
    >
      <WarningIcon />
      <div className="notice__body">
        <p>{hold.reason}</p>
        {hold.until !== null ? (
          <p className="withdraw-hold__time">
            {t('whitelist.timeLeft', { left: timeLeft(hold.until, now) })}
          </p>
        ) : null}
        {resolve ? (
          <button
            type="button"
            className="link link--gold"
            onClick={() => navigation.push(RESOLVING_SCREEN[resolve])}
          >
            {t(`whitelist.resolve.${resolve}`)}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Every hold on the user's withdrawals, as the server explains it (issue #21 item 6): the reason,
 * when it lifts with the time left, and the screen that lifts it. Never a silent freeze.
 */
export function WithdrawHolds({ info }: { info: WithdrawInfoView }) {
  const now = useMinuteClock();
  const holds = info.holds.filter((h) => h.until === null || h.until > now);
  if (holds.length === 0) return null;
  return (
    <div className="withdraw-holds" data-testid="withdraw-holds">
      {holds.map((hold) => (
        <HoldNotice key={hold.kind} hold={hold} now={now} />
      ))}
    </div>
  );
}
