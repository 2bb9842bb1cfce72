import type { UserCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChoiceChips } from '../../../components/ui/field';
import { CoinBadge } from '../../../features/payout/components/coin-sheet';
import { ChevronDownIcon } from '../../../features/payout/components/payout-icons';

/** The coin of the address as a select: the chosen coin with its full name, or a prompt. */
export function CoinSelectButton({
  coin,
  invalid,
  onClick,
}: {
  coin: UserCurrencyView | undefined;
  invalid: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      id="address-coin"
      type="button"
      className="payout-select"
      onClick={onClick}
      aria-invalid={invalid ? true : undefined}
    >
      {coin ? (
        <span className="payout-coin-option">
          <CoinBadge name={coin.name} color={coin.color} />
          {coin.name}
          <span className="payout-select__sub">{coin.full_name}</span>
        </span>
      ) : (
        <span className="payout-select__placeholder">{t('walletAddress.chooseCoin')}</span>
      )}
      <ChevronDownIcon className="payout-select__caret" />
    </button>
  );
}

/** The coin's networks as chips, with a warning to send only on the chosen one. */
export function NetworkChips({
  networks,
  value,
  error,
  onChange,
}: {
  networks: readonly string[];
  value: string | null;
  error?: string;
  onChange: (network: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceChips
      id="address-network"
      label={t('walletAddress.network')}
      options={networks.map((network) => ({ value: network, label: network }))}
      value={value}
      onChange={onChange}
      className="payout-chips"
      chipClassName="payout-chip"
      error={error}
      hint={
        value ? (
          <p className="notice notice--warning payout-network-warning" role="note">
            {t('walletAddress.networkWarning', { network: value })}
          </p>
        ) : null
      }
    />
  );
}
