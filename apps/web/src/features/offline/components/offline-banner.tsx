import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOnline } from '../../../lib/use-online';
import { isAnotherDay, priceAge, readLastPrices, type PriceAge } from '../model/last-prices';
import './offline.css';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** HH:mm of `ms` on the device's clock, with the date before it when it is not today. */
export function savedClock(ms: number, now: number): string {
  const d = new Date(ms);
  const time = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  return isAnotherDay(ms, now)
    ? `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${time}`
    : time;
}

/** The current time, ticking every `everyMs` (the bar mounts when the browser goes offline). */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function useAgeText(age: PriceAge): string {
  const { t } = useTranslation();
  if (age.unit === 'now') return t('offline.justNow');
  return t(`offline.${age.unit}Ago`, { n: age.n });
}

/**
 * The bar every screen shows while the browser is offline: that it is offline, when the prices on
 * screen were received and how long ago, and that nothing can be traded until it is back online.
 * It stays until the browser says it is online again.
 */
export function OfflineBanner({ tabbed }: { tabbed: boolean }) {
  const online = useOnline();
  if (online) return null;
  return <OfflineBar tabbed={tabbed} />;
}

function OfflineBar({ tabbed }: { tabbed: boolean }) {
  const { t } = useTranslation();
  const now = useNow();
  const last = readLastPrices();
  const ageText = useAgeText(last ? priceAge(last.savedAt, now) : { unit: 'now' });
  return (
    <div
      className={`offline-bar${tabbed ? ' offline-bar--tabbed' : ''}`}
      role="status"
      data-testid="offline-banner"
    >
      <strong className="offline-bar__title">
        {last
          ? t('offline.pricesFrom', { time: savedClock(last.savedAt, now), age: ageText })
          : t('offline.noPrices')}
      </strong>
      <span className="offline-bar__note">{t('offline.tradingPaused')}</span>
    </div>
  );
}
