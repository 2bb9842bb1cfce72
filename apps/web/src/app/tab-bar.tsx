import type { ComponentType, SVGProps } from 'react';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from 'react-i18next';

import {
  AssetsTabIcon,
  FinanceTabIcon,
  HomeTabIcon,
  MarketTabIcon,
  TradeTabIcon,
} from '../components/ui/icons';
import { paths, type AppPath } from '../config/paths';
import { navigation } from '../lib/navigation';

type TabLabelKey = 'tabs.home' | 'tabs.market' | 'tabs.trade' | 'tabs.finance' | 'tabs.assets';

/** The five bottom tabs of SPEC.md §2, in order. */
export const TABS: {
  path: AppPath;
  label: TabLabelKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { path: paths.home, label: 'tabs.home', Icon: HomeTabIcon },
  { path: paths.market, label: 'tabs.market', Icon: MarketTabIcon },
  { path: paths.trade, label: 'tabs.trade', Icon: TradeTabIcon },
  { path: paths.finance, label: 'tabs.finance', Icon: FinanceTabIcon },
  { path: paths.assets, label: 'tabs.assets', Icon: AssetsTabIcon },
];

export function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <TabBar
        activeKey={activePath}
        onChange={(key) => navigation.switchTab(key as AppPath)}
        safeArea
      >
        {TABS.map(({ path, label, Icon }) => (
          <TabBar.Item key={path} icon={<Icon />} title={t(label)} />
        ))}
      </TabBar>
    </nav>
  );
}
