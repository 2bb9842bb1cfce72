import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * Switches whose "On"/"Off" text keeps a 4.5:1 contrast (WCAG AA): antd's default blue (#1677ff)
 * and grey under white 12 px text fall short, so this area draws them a shade darker.
 */
export function AccessibleSwitches({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        components: {
          Switch: {
            colorPrimary: '#0958d9',
            colorPrimaryHover: '#003eb3',
            colorTextQuaternary: '#595959',
            colorTextTertiary: '#434343',
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
