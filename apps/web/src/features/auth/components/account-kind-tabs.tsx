import { useTranslation } from 'react-i18next';

import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import type { AccountKind } from '../model/account';

interface AccountKindTabsProps {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}

/** Email / mobile switch used by login, register and password reset. */
export function AccountKindTabs({ value, onChange }: AccountKindTabsProps) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      options={[
        { value: 'email', label: t('auth.email') },
        { value: 'mobile', label: t('auth.mobile') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
