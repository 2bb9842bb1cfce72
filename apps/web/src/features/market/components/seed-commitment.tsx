import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CopyIcon } from '../../../components/ui/page-icons';
import { copyText } from '../../../lib/clipboard';
import { showSuccess, showToast } from '../../../lib/toast';
import type { EpochRow } from '../model/seed-epochs';

/** A sha256 fingerprint or a seed: monospace, broken anywhere so it wraps inside the sheet. */
function HexText({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className="demo-hex" data-testid={testId}>
      {value}
    </code>
  );
}

/**
 * The current seed's published sha256, with a copy button; a committed (secret) seed first says
 * what the fingerprint is for.
 */
export function SeedHash({ hash, seedPublic }: { hash: string; seedPublic: boolean }) {
  const { t } = useTranslation();
  async function copyHash(value: string) {
    if (await copyText(value)) showSuccess(t('common.copied'));
    else showToast(t('common.copyFailed'));
  }
  return (
    <section className="demo-sheet__section">
      {seedPublic ? null : (
        <>
          <h3 className="demo-sheet__subtitle">{t('demoSheet.seedTitle')}</h3>
          <p>{t('demoSheet.seedText')}</p>
        </>
      )}
      <div className="demo-sheet__hash">
        <span className="demo-sheet__label">{t('demoSheet.seedHash')}</span>
        <div className="demo-sheet__hash-row">
          <HexText value={hash} testId="demo-seed-hash" />
          <button
            type="button"
            className="icon-button demo-sheet__copy"
            aria-label={t('demoSheet.copyHash')}
            onClick={() => void copyHash(hash)}
          >
            <CopyIcon />
          </button>
        </div>
      </div>
    </section>
  );
}

function EpochItem({ row }: { row: EpochRow }) {
  const { t } = useTranslation();
  // The first epoch covers everything before the first rotation, so it has no real start.
  const start = row.starts_at > 0 ? formatDateTime(row.starts_at) : t('demoSheet.fromStart');
  const range =
    row.state === 'scheduled'
      ? t('demoSheet.startsAt', { time: start })
      : `${start} – ${row.state === 'current' || row.ends_at === null ? t('demoSheet.now') : formatDateTime(row.ends_at)}`;
  return (
    <li className="demo-epoch" data-state={row.state}>
      <div className="demo-epoch__head">
        <span className="demo-epoch__range">{range}</span>
        <span className={`demo-epoch__state demo-epoch__state--${row.state}`}>
          {t(`demoSheet.state.${row.state}`)}
        </span>
      </div>
      <dl className="demo-epoch__facts">
        <div>
          <dt>{t('demoSheet.fingerprint')}</dt>
          <dd>
            <HexText value={row.seed_hash} />
          </dd>
        </div>
        <div>
          <dt>{t('demoSheet.seed')}</dt>
          <dd>
            {row.seed ? (
              <HexText value={row.seed} testId="demo-revealed-seed" />
            ) : (
              <span className="demo-epoch__pending">{t('demoSheet.seedPending')}</span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Every seed epoch so far, with its fingerprint and, once rotated, its revealed seed. */
export function SeedHistory({
  seeds,
  rows,
}: {
  seeds: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  rows: readonly EpochRow[];
}) {
  const { t } = useTranslation();
  return (
    <section className="demo-sheet__section" aria-labelledby="demo-sheet-history">
      <h3 id="demo-sheet-history" className="demo-sheet__subtitle">
        {t('demoSheet.history')}
      </h3>
      <p>{t('demoSheet.verify')}</p>
      {seeds.isPending ? (
        <div className="demo-sheet__loading">
          <SpinLoading color="primary" />
        </div>
      ) : seeds.isError ? (
        <p className="demo-sheet__error" role="alert">
          {t('demoSheet.historyError')}{' '}
          <button type="button" className="link link--gold" onClick={() => void seeds.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : rows.length === 0 ? (
        <p className="demo-sheet__empty">{t('demoSheet.historyEmpty')}</p>
      ) : (
        <ol className="demo-epochs" data-testid="demo-epochs">
          {rows.map((row) => (
            <EpochItem key={row.starts_at} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}
