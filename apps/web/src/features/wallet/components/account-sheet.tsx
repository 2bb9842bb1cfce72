import CheckList from 'antd-mobile/es/components/check-list';
import type { AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ACCOUNT_ORDER, accountLabelKey } from '../model/wallet-summary';
import { ChoiceSheet } from '../../../components/ui/choice-sheet';

/** Picks one of the four accounts. */
export function AccountSheet({
  visible,
  title,
  value,
  onSelect,
  onClose,
}: {
  visible: boolean;
  title: string;
  value: AccountType;
  onSelect: (account: AccountType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSheet visible={visible} onClose={onClose} title={title} value={value} onPick={onSelect}>
      {ACCOUNT_ORDER.map((type) => (
        <CheckList.Item key={type} value={type}>
          {t(accountLabelKey(type))}
        </CheckList.Item>
      ))}
    </ChoiceSheet>
  );
}
