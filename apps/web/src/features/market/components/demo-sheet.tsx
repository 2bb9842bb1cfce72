import { useRef } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type SiteConfigView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CopyIcon } from '../../../components/ui/page-icons';
import { lineIcon } from '../../../components/ui/line-icon';
import { copyText } from '../../../lib/clipboard';
import { showSuccess, showToast } from '../../../lib/toast';
import { marketQueries } from '../api/market-queries';
import { currentSeedHash, describeEpochs, type EpochRow } from '../model/seed-epochs';
import './demo-sheet.css';

// Here, not in components/ui/icons: that set is in the entry chunk, and only this sheet uses it.
const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);

/** A sha256 fingerprint or a seed: monospace, broken anywhere so it wraps inside the sheet. */
function HexText({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className="demo-hex" data-testid={testId}>
      {value}
    </code>
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

interface DemoSheetProps {
  visible: boolean;
  config: Pick<SiteConfigView, 'feed' | 'seed_hash' | 'seed_public'>;
  onClose: () => void;
  afterClose?: () => void;
}

/**
 * What demo mode means, in plain words: simulated prices, demo funds, no real coins in or out;
 * then how the simulated market keeps future prices unknowable (a secret seed whose sha256 is
 * published now and whose value is revealed at rotation), with every epoch so far. A public seed
 * (MARKET_SEED) is said plainly instead: its prices can be computed in advance.
 */
export function DemoSheet({ visible, config, onClose, afterClose }: DemoSheetProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const committed = !config.seed_public && config.seed_hash !== null;
  const seeds = useQuery({ ...marketQueries.seeds(), enabled: visible && committed });
  // Epoch states as of when the list was read, so a rotation shows on the next read.
  const rows = seeds.data ? describeEpochs(seeds.data, seeds.dataUpdatedAt) : [];
  const hash = currentSeedHash(rows) ?? config.seed_hash;

  async function copyHash(value: string) {
    if (await copyText(value)) showSuccess(t('common.copied'));
    else showToast(t('common.copyFailed'));
  }

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      afterShow={() => closeButton.current?.focus()}
      afterClose={afterClose}
      className="demo-sheet"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="demo-sheet-title"
        className="demo-sheet__content"
        data-testid="demo-sheet"
      >
        <div className="demo-sheet__head">
          <h2 id="demo-sheet-title" className="demo-sheet__title">
            <span className="demo-bar__tag" aria-hidden="true">
              {t('demo.tag')}
            </span>
            {t('demoSheet.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button demo-sheet__close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="demo-sheet__facts">
          <li>{t(config.feed === 'replay' ? 'demoSheet.pricesReplay' : 'demoSheet.prices')}</li>
          <li>{t('demoSheet.funds')}</li>
          <li>{t('demoSheet.money')}</li>
        </ul>

        {config.seed_public ? (
          <section
            className="demo-sheet__section demo-sheet__public"
            data-testid="demo-public-seed"
          >
            <h3 className="demo-sheet__subtitle">{t('demoSheet.publicTitle')}</h3>
            <p>{t('demoSheet.publicText')}</p>
          </section>
        ) : null}

        {hash ? (
          <section className="demo-sheet__section">
            {config.seed_public ? null : (
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
        ) : null}

        {committed ? (
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
                <button
                  type="button"
                  className="link link--gold"
                  onClick={() => void seeds.refetch()}
                >
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
        ) : null}
      </div>
    </BottomSheet>
  );
}
