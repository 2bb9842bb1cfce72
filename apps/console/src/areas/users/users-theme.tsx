import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * antd's default blue, red, green and secondary grey fall short of WCAG AA contrast (4.5 to 1)
 * on white and on their tag backgrounds; this area's screens use darker shades.
 */
const TOKENS = {
  colorPrimary: '#0958d9',
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
};

export function UsersTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: TOKENS }}>{children}</ConfigProvider>;
}

/** Dark text on a light ground (7 to 1 or more) for tags, never colour alone: each has text. */
export const TAG_LOOKS = {
  neutral: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
  info: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  good: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  warn: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
} as const;
