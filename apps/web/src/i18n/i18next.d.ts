import 'i18next';

import type en from './locales/en.json';

// Every t('…') key is checked against the English file, the source all eight locales follow.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
