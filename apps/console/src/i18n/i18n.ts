import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@meridian/contract';
import type { I18nProvider } from '@refinedev/core';

import { setApiLanguage } from '../api/client';

/**
 * The console's texts: the shell's in `i18n/locales/<lang>.json`, each area's in
 * `areas/<area>/locales/<lang>.json`, read as `<area>.<key>` (so areas never edit one file).
 * English is the fallback; a language appears in the switcher once its shell file exists.
 */
type Messages = Record<string, unknown>;

const shell = import.meta.glob<{ default: Messages }>('./locales/*.json', { eager: true });
const areas = import.meta.glob<{ default: Messages }>('../areas/*/locales/*.json', {
  eager: true,
});

function messagesOf(language: Language): Messages {
  const messages: Messages = { ...shell[`./locales/${language}.json`]?.default };
  for (const [file, module] of Object.entries(areas)) {
    const match = /\.\.\/areas\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(file);
    if (match?.[2] !== language || !match[1]) continue;
    messages[match[1]] = module.default;
    // Refine names a resource's menu entry by the key `<resource>.<resource>`.
    const menu = (module.default.menu ?? {}) as Record<string, string>;
    for (const [resource, label] of Object.entries(menu)) {
      messages[resource] = { ...(messages[resource] as Messages | undefined), [resource]: label };
    }
  }
  return messages;
}

export const CONSOLE_LANGUAGES = LANGUAGES.filter(
  (language) => `./locales/${language}.json` in shell,
);

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

const STORAGE_KEY = 'meridian-console-language';

function startLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && isLanguage(saved) && CONSOLE_LANGUAGES.includes(saved)) return saved;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export async function startI18n(): Promise<void> {
  const language = startLanguage();
  setApiLanguage(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      CONSOLE_LANGUAGES.map((code) => [code, { translation: messagesOf(code) }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    i18next.t(key, {
      ...(typeof options === 'object' ? options : {}),
      defaultValue: defaultMessage ?? (typeof options === 'string' ? options : undefined),
    }) as string,
  changeLocale: async (language) => {
    if (!isLanguage(language)) return;
    localStorage.setItem(STORAGE_KEY, language);
    setApiLanguage(language);
    document.documentElement.lang = language;
    await i18next.changeLanguage(language);
  },
  getLocale: () => i18next.language,
};
