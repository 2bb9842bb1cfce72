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
import { navigation } from '../lib/navigation';

type TabLabelKey = 'tabs.home' | 'tabs.market' | 'tabs.trade' | 'tabs.finance' | 'tabs.assets';

/** The five bottom tabs of SPEC.md §2, in order. */
export const TABS: {
  path: string;
  label: TabLabelKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { path: '/pages/index/index', label: 'tabs.home', Icon: HomeTabIcon },
  { path: '/pages/market/market', label: 'tabs.market', Icon: MarketTabIcon },
  { path: '/pages/transaction/index', label: 'tabs.trade', Icon: TradeTabIcon },
  { path: '/pages/financial/index', label: 'tabs.finance', Icon: FinanceTabIcon },
  { path: '/pages/fund/assets', label: 'tabs.assets', Icon: AssetsTabIcon },
];

export function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <TabBar activeKey={activePath} onChange={(key) => navigation.switchTab(key)} safeArea>
        {TABS.map(({ path, label, Icon }) => (
          <TabBar.Item key={path} icon={<Icon />} title={t(label)} />
        ))}
      </TabBar>
    </nav>
  );
}
