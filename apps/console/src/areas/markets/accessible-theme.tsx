import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * White text on this area's blue controls (primary buttons, switches' "On"/"Off") keeps a 4.5:1
 * contrast (WCAG AA): antd's default blue (#1677ff) and the switch's grey fall short, so this
 * area draws them a shade darker.
 */
export function AccessibleColours({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        token: { colorPrimary: '#0958d9' },
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
