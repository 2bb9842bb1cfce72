import { Fragment } from 'react';
import { Authenticated, Refine } from '@refinedev/core';
import { ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import routerProvider, { NavigateToResource } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ES build of antd's locales: the CommonJS one loses antd's own texts in this bundle.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import jaJP from 'antd/es/locale/ja_JP';
import koKR from 'antd/es/locale/ko_KR';
import frFR from 'antd/es/locale/fr_FR';
import esES from 'antd/es/locale/es_ES';
import thTH from 'antd/es/locale/th_TH';
import type { Locale } from 'antd/es/locale';
import { HashRouter, Outlet, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';

import { dataProvider } from './api/data-provider';
import { accessControlProvider } from './auth/access-control';
import { authProvider } from './auth/auth-provider';
import { SecondFactorPage } from './auth/second-factor-page';
import { SignInPage } from './auth/sign-in-page';
import { AREAS } from './areas';
import { i18nProvider } from './i18n/i18n';
import { ConsoleHeader } from './layout/header';
import { CONSOLE_THEME } from './layout/theme';

/** antd's own texts (date pickers, pagination, empty states) in each console language. */
const ANTD_LOCALES: Record<string, Locale> = {
  en: enUS,
  zh: zhCN,
  hk: zhTW,
  jp: jaJP,
  kor: koKR,
  fra: frFR,
  spa: esES,
  th: thTH,
};

function ConsoleFrame() {
  return (
    <Authenticated key="console">
      <ThemedLayout
        Header={ConsoleHeader}
        Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text="Meridian" />}
      >
        <Outlet />
      </ThemedLayout>
    </Authenticated>
  );
}

export function App() {
  const { i18n } = useTranslation();
  return (
    <HashRouter>
      {/* No space put between two Chinese characters of a button ("驳 回"): a button's text
          then matches its accessible name. */}
      <ConfigProvider
        locale={ANTD_LOCALES[i18n.language] ?? enUS}
        theme={CONSOLE_THEME}
        button={{ autoInsertSpace: false }}
      >
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={AREAS.flatMap((area) => area.resources)}
            options={{
              syncWithLocation: true,
              disableTelemetry: true,
              warnWhenUnsavedChanges: true,
            }}
          >
            <Routes>
              <Route element={<ConsoleFrame />}>
                <Route index element={<NavigateToResource resource="dashboard" />} />
                {AREAS.map((area, index) => (
                  <Fragment key={index}>{area.routes}</Fragment>
                ))}
              </Route>
              <Route path="/login" element={<SignInPage />} />
              <Route path="/second-factor" element={<SecondFactorPage />} />
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
