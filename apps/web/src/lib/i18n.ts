import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  STORAGE_KEYS,
  type Language,
} from '@meridian/contract';

import enStart from 'virtual:en-start';

import type en from '../i18n/locales/en.json';
import { readStorage, writeStorage } from './storage';

export type Messages = typeof en;

/** How each display language (SPEC.md §1) is named, tagged and announced to the server. */
export const LANGUAGE_META: Record<
  Language,
  { nativeName: string; locale: string; acceptLanguage: 'zh-cn' | 'en' | 'zh-tw' }
> = {
  en: { nativeName: 'English', locale: 'en', acceptLanguage: 'en' },
  zh: { nativeName: '简体中文', locale: 'zh-Hans-CN', acceptLanguage: 'zh-cn' },
  hk: { nativeName: '繁體中文', locale: 'zh-Hant-HK', acceptLanguage: 'zh-tw' },
  th: { nativeName: 'ไทย', locale: 'th', acceptLanguage: 'en' },
  jp: { nativeName: '日本語', locale: 'ja', acceptLanguage: 'en' },
  kor: { nativeName: '한국어', locale: 'ko', acceptLanguage: 'en' },
  fra: { nativeName: 'Français', locale: 'fr', acceptLanguage: 'en' },
  spa: { nativeName: 'Español', locale: 'es', acceptLanguage: 'en' },
};

export const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ code, ...LANGUAGE_META[code] }));

// The entry carries the English of the first screens (virtual:en-start, see vite.config.ts);
// every language file, English included, loads whole on demand.
const loaders = import.meta.glob<{ default: Messages }>('../i18n/locales/*.json');
const loading = new Map<Language, Promise<void>>();

function loadMessages(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    const load = loaders[`../i18n/locales/${language}.json`];
    done = load
      ? load().then((messages) => {
          i18next.addResourceBundle(language, 'translation', messages.default, true, true);
        })
      : Promise.resolve();
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/** Every page's text in English (the fallback) and in the current language. */
export function loadAllMessages(): Promise<void> {
  return Promise.all([loadMessages(DEFAULT_LANGUAGE), loadMessages(currentLanguage())]).then(
    () => undefined,
  );
}

/** The stored language, or en (SPEC.md §1 default). */
export function storedLanguage(): Language {
  const stored = readStorage<string>(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : storedLanguage();
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined')
    document.documentElement.lang = LANGUAGE_META[language].locale;
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { en: { translation: enStart } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (language !== i18next.language) {
    await loadMessages(language);
    await i18next.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  // The rest of the English text is not fetched here: inner pages wait for it (loadAllMessages),
  // the landing ones do not, and main.tsx fetches it after the first screen (issue #14 item 11).
  return i18next;
}

/** Switches the display language and remembers it on this device (storage key `lang`). */
export async function setLanguage(language: Language): Promise<void> {
  await loadMessages(language);
  await i18next.changeLanguage(language);
  writeStorage(STORAGE_KEYS.lang, language);
  applyDocumentLanguage(language);
}

/** Translate outside React (api client, toasts from plain functions). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options as never) as unknown as string;
}

export { i18next };
