import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * antd's default blue, red, green and secondary grey fall short of WCAG AA contrast on white and
 * on their tag backgrounds; the dashboard and operator screens use darker shades (4.5 to 1 or
 * more).
 */
const ACCESSIBLE_TOKENS = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
};

export function AccessibleTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: ACCESSIBLE_TOKENS }}>{children}</ConfigProvider>;
}
