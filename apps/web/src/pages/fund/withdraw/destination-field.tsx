import { useTranslation } from 'react-i18next';

import { PickerField } from '../../../features/wallet/components/money-form';
import type { WalletFieldError } from '../../../features/wallet/model/amount';

/** The withdrawal's destination as a picker: the chosen address or card, or a prompt. */
export function DestinationField({
  label,
  loading,
  error,
  onClick,
}: {
  label: { title: string; detail: string } | null;
  loading: boolean;
  error?: WalletFieldError;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PickerField
      label={t('fund.withdraw.destination')}
      error={error}
      onClick={onClick}
      testId="withdraw-destination"
    >
      {label ? (
        <span className="wallet-picker-button__text">
          <span className="wallet-picker-button__title">{label.title}</span>
          <span className="wallet-picker-button__detail mono">{label.detail}</span>
        </span>
      ) : (
        <span className="wallet-picker-button__placeholder">
          {loading ? t('common.loading') : t('fund.withdraw.chooseDestination')}
        </span>
      )}
    </PickerField>
  );
}
