import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';

/**
 * antd's default blue, red and secondary grey fall short of WCAG AA contrast on white (about
 * 4.1, 3.3 and 3.4 to 1); the money screens use the next darker shades, 4.5 to 1 or more.
 */
const ACCESSIBLE_TOKENS = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
};

/**
 * Also: no space inserted between two Chinese characters of a button ("驳 回"), which would put
 * text in the button that its accessible name (aria-label "驳回提现 #3") does not contain.
 */
export function MoneyTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      theme={{ token: ACCESSIBLE_TOKENS }}
      button={{ autoInsertSpace: false }}
      locale={i18n.language === 'zh' ? zhCN : enUS}
    >
      {children}
    </ConfigProvider>
  );
}
