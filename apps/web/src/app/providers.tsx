import { useEffect, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@meridian/contract';

import { i18next } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';

type AntdLocale = typeof enUS;

/** antd-mobile's own texts follow the display language; the closest locale it ships. */
const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
};

function useAntdLocale(): AntdLocale {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [loaded, setLoaded] = useState<Partial<Record<Language, AntdLocale>>>({ en: enUS });
  const needed = language === 'en' || loaded[language] ? null : language;
  useEffect(() => {
    if (!needed) return undefined;
    let cancelled = false;
    ANTD_LOCALES[needed]()
      .then((module) => {
        if (!cancelled) setLoaded((current) => ({ ...current, [needed]: module.default }));
      })
      .catch(() => {
        // English labels are a safe fallback if the locale chunk fails.
      });
    return () => {
      cancelled = true;
    };
  }, [needed]);
  return loaded[language] ?? enUS;
}

function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function Providers({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <LocaleProvider>{children}</LocaleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
