import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';

/** The tab named by the address (`?tab=`) when it is one of `keys`, else the first. */
export function useTabParam<K extends string>(keys: readonly [K, ...K[]]): K {
  const [params] = useSearchParams();
  const named = params.get('tab');
  return keys.find((key) => key === named) ?? keys[0];
}

interface ParamTabsProps<K extends string> {
  className: string;
  tabs: readonly { key: K; title: string }[];
  active: K;
}

/** Tabs whose choice lives in the address (`?tab=`), so back and reload keep it. */
export function ParamTabs<K extends string>({ className, tabs, active }: ParamTabsProps<K>) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      className={className}
      activeKey={active}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
    >
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
