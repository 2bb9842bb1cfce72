import { useTranslation } from 'react-i18next';

import type { AccountKind } from '../model/account';

interface AccountKindTabsProps {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}

const KINDS: AccountKind[] = ['email', 'mobile'];

/** Email / mobile switch used by login, register and password reset. */
export function AccountKindTabs({ value, onChange }: AccountKindTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="tablist">
      {KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={`segmented__item${value === kind ? ' is-active' : ''}`}
          onClick={() => onChange(kind)}
        >
          {t(kind === 'email' ? 'auth.email' : 'auth.mobile')}
        </button>
      ))}
    </div>
  );
}
