import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme, for WCAG 2.2 AA: antd's default blue, red, green, orange and
 * secondary greys fall short of 4.5:1 on white (about 4.1, 3.3, 2.9, 2.5 and 3.4 to 1), so every
 * screen draws them a shade darker. Switch labels (white 12 px text) get the darker blue and grey.
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
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
  },
  components: {
    Switch: {
      colorTextQuaternary: '#595959',
      colorTextTertiary: '#434343',
    },
  },
};
