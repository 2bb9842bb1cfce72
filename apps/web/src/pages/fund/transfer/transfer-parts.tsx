import type { AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { AccountSheet } from '../../../features/wallet/components/account-sheet';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinBadge } from '../../../components/ui/coin-badge';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import { PickerField, RouteSide } from '../../../features/wallet/components/money-form';
import '../../../features/wallet/components/wallet.css';
import type { WalletFieldError } from '../../../features/wallet/model/amount';
import type { transferCurrencies } from '../../../features/wallet/model/transfer-form';
import {
  chooseTransferAccount,
  type TransferFormValues,
} from '../../../features/wallet/model/transfer-form';
import { accountLabelKey } from '../../../features/wallet/model/wallet-summary';

/** One end of the transfer: the account, tapped to choose another. */
export function AccountButton({
  side,
  account,
  onClick,
}: {
  side: 'from' | 'to';
  account: AccountType;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RouteSide label={t(`fund.transfer.${side}`)} onClick={onClick} testId={`transfer-${side}`}>
      {t(accountLabelKey(account))}
    </RouteSide>
  );
}

/** The coin to move, tapped to choose another. */
export function TransferCoinField({
  coin,
  error,
  onClick,
}: {
  coin: { currency_name: string; color: string | null; image: string | null } | undefined;
  error?: WalletFieldError;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PickerField
      label={t('fund.transfer.coin')}
      error={error}
      onClick={onClick}
      testId="transfer-coin"
    >
      {coin ? (
        <span className="wallet-picker-button__coin">
          <CoinBadge name={coin.currency_name} color={coin.color} image={coin.image} size={24} />
          {coin.currency_name}
        </span>
      ) : (
        <span className="wallet-picker-button__placeholder">{t('fund.transfer.chooseCoin')}</span>
      )}
    </PickerField>
  );
}

/** The account sheet (either end) and the coin sheet of the transfer form. */
export function TransferSheets({
  sheet,
  form,
  coins,
  onClose,
  update,
}: {
  sheet: 'from' | 'to' | 'coin' | null;
  form: TransferFormValues;
  coins: ReturnType<typeof transferCurrencies>;
  onClose: () => void;
  update: (next: TransferFormValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AccountSheet
        visible={sheet === 'from' || sheet === 'to'}
        title={sheet === 'to' ? t('fund.transfer.chooseTo') : t('fund.transfer.chooseFrom')}
        value={sheet === 'to' ? form.to : form.from}
        onClose={onClose}
        onSelect={(account) =>
          update(chooseTransferAccount(form, sheet === 'to' ? 'to' : 'from', account))
        }
      />
      <CoinPickerSheet
        visible={sheet === 'coin'}
        title={t('fund.transfer.chooseCoin')}
        onClose={onClose}
        selected={form.currencyId}
        searchPlaceholder={t('fund.select.search')}
        coins={coins.map((c) => ({
          id: c.currency_id,
          name: c.currency_name,
          fullName: c.full_name,
          color: c.color,
          image: c.image,
          extra: <CoinAmount value={c.available} />,
        }))}
        onSelect={(picked) => update({ ...form, currencyId: picked.id, amount: '' })}
      />
    </>
  );
}
