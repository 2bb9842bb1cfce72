import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SiteConfigView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { lineIcon } from '../../../components/ui/line-icon';
import { marketQueries } from '../api/market-queries';
import { currentSeedHash, describeEpochs } from '../model/seed-epochs';
import { SeedHash, SeedHistory } from './seed-commitment';
import './demo-sheet.css';

// Here, not in components/ui/icons: that set is in the entry chunk, and only this sheet uses it.
const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);

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

        {hash ? <SeedHash hash={hash} seedPublic={config.seed_public} /> : null}

        {committed ? <SeedHistory seeds={seeds} rows={rows} /> : null}
      </div>
    </BottomSheet>
  );
}
