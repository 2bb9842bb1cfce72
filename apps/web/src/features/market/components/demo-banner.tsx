import { lazy, Suspense, useRef, useState } from 'react';
import type { SiteConfigView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChevronRightIcon } from '../../../components/ui/icons';

// The sheet (antd-mobile's Popup and the seed list) loads on the first tap, not with every page.
const DemoSheet = lazy(() => import('./demo-sheet').then((m) => ({ default: m.DemoSheet })));

/**
 * The demo banner (PRODUCT-RULES.md §0): while the market feed is simulated every screen says so
 * in one short line; tapping it opens a sheet that explains what that means and publishes the
 * simulated market's seed commitments.
 */
export function DemoBanner({
  config,
}: {
  config: Pick<SiteConfigView, 'feed' | 'seed_hash' | 'seed_public'>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="demo-bar"
        data-testid="demo-banner"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className="demo-bar__tag">{t('demo.tag')}</span>
        <span className="demo-bar__text">{t('demo.banner')}</span>
        <ChevronRightIcon className="demo-bar__more" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <DemoSheet
            visible={open}
            config={config}
            onClose={() => setOpen(false)}
            // Focus goes back where it came from, so a keyboard or screen reader user stays put.
            afterClose={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
