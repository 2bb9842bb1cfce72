import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import type { Language } from '@meridian/contract';

import { currentLanguage, LANGUAGE_OPTIONS } from '../../../lib/i18n';
import { useChangeLanguage } from '../api/preferences-api';
import { ChoiceSheet } from '../../../components/ui/choice-sheet';

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** The eight display languages, each in its own name. */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  const active = currentLanguage();
  return (
    <ChoiceSheet<Language>
      visible={visible}
      onClose={onClose}
      title={t('setting.chooseLanguage')}
      value={active}
      onPick={(next) => change.mutate(next)}
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <CheckList.Item key={option.code} value={option.code}>
          <span lang={option.locale}>{option.nativeName}</span>
        </CheckList.Item>
      ))}
    </ChoiceSheet>
  );
}
