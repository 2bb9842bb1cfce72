import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@meridian/contract';

/** A CSS spinner: antd-mobile's animates with react-spring, too heavy for the entry chunk. */
export function Spinner({ size = 28 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

interface DelayedLoadingProps {
  /** Wait before showing anything, so fast loads never flash a spinner (SPEC.md §2: 200 ms). */
  delayMs?: number;
  fullscreen?: boolean;
}

export function DelayedLoading({
  delayMs = TIMING.lazyPageDelayMs,
  fullscreen,
}: DelayedLoadingProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div
      className={`loading${fullscreen ? ' loading--fullscreen' : ''}`}
      role="status"
      aria-live="polite"
    >
      <Spinner />
      <span className="loading__text">{t('common.loading')}</span>
    </div>
  );
}

/** A thin bar at the top while the router loads the next page, after the same delay. */
export function RouteProgress({ active }: { active: boolean }) {
  return active ? <DelayedBar /> : null;
}

function DelayedBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TIMING.lazyPageDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return visible ? (
    <div className="route-progress" role="progressbar" aria-label="loading" />
  ) : null;
}
