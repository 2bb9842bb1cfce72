import { useSetLocale } from '@refinedev/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

import { CONSOLE_LANGUAGES, LANGUAGE_NAMES } from '../i18n/i18n';

export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const setLocale = useSetLocale();
  return (
    <Select
      aria-label="Language"
      size="small"
      value={i18n.language}
      style={{ width: 120 }}
      onChange={(language: string) => void setLocale(language)}
      options={CONSOLE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
    />
  );
}
