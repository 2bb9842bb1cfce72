import CheckList from 'antd-mobile/es/components/check-list';
import Popup from 'antd-mobile/es/components/popup';
import type { AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ACCOUNT_ORDER, accountLabelKey } from '../model/wallet-summary';

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
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      <h2 className="sheet__title">{title}</h2>
      <CheckList
        value={[value]}
        onChange={(values) => {
          const next = values[0] as AccountType | undefined;
          if (next) onSelect(next);
          onClose();
        }}
      >
        {ACCOUNT_ORDER.map((type) => (
          <CheckList.Item key={type} value={type}>
            {t(accountLabelKey(type))}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
