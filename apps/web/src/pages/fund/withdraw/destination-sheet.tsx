import type { BankCardView, BankKind, WalletAddressView } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckIcon } from '../../../components/ui/icons';
import { PlusIcon } from '../../../features/wallet/components/wallet-icons';
import { useMinuteClock } from '../../../features/wallet/hooks/use-minute-clock';
import { isCoolingOff, timeLeft } from '../../../features/wallet/model/whitelist';
import { maskCardNumber, shortAddress } from '../../../features/wallet/model/records';
import type { WithdrawDestination } from '../../../features/wallet/model/withdraw-form';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

/** What the user picked in the sheet: a saved address, a bank card, or to type one. */
export type DestinationChoice =
  { kind: 'address'; addressId: number } | { kind: 'bank'; bank: BankKind } | { kind: 'typed' };

export interface BankOption {
  kind: BankKind;
  card: BankCardView | null | undefined;
}

/** The label of a chosen destination: the address's name, or the bank card's kind and number. */
export function useDestinationLabel() {
  const { t } = useTranslation();
  return (
    destination: WithdrawDestination | null,
    addresses: readonly WalletAddressView[],
    banks: readonly BankOption[],
  ): { title: string; detail: string } | null => {
    if (!destination) return null;
    if (destination.kind === 'typed') {
      const address = destination.address.trim();
      if (!address) return { title: t('fund.withdraw.typed.title'), detail: '' };
      return {
        title: t('fund.withdraw.typed.newAddress'),
        detail: `${destination.network} · ${shortAddress(address, 8, 6)}`,
      };
    }
    if (destination.kind === 'address') {
      const address = addresses.find((a) => a.id === destination.addressId);
      return address
        ? {
            title: address.name,
            detail: `${address.network ? `${address.network} · ` : ''}${shortAddress(address.address, 8, 6)}`,
          }
        : null;
    }
    const card = banks.find((b) => b.kind === destination.bank)?.card;
    return {
      title: t(`fund.withdraw.bank.${destination.bank}`),
      detail: maskCardNumber(card?.fields.card_number),
    };
  };
}

function isSame(a: DestinationChoice | null, b: DestinationChoice): boolean {
  if (!a) return false;
  if (a.kind === 'typed') return b.kind === 'typed';
  if (a.kind === 'address' && b.kind === 'address') return a.addressId === b.addressId;
  return a.kind === 'bank' && b.kind === 'bank' && a.bank === b.bank;
}

interface DestinationOptionProps {
  selected: boolean;
  /** Still in the whitelist's cool-off: shown, not choosable, with the time left. */
  coolingLeft?: string | null;
  onClick: () => void;
  title: string;
  detail: ReactNode;
  /** The detail is an address: set in the monospace face. */
  mono?: boolean;
}

/** One destination in the list, ticked when it is the chosen one. */
function DestinationOption({
  selected,
  coolingLeft,
  onClick,
  title,
  detail,
  mono,
}: DestinationOptionProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`wallet-destination${selected ? ' is-selected' : ''}`}
      onClick={onClick}
      disabled={Boolean(coolingLeft)}
    >
      <span className="wallet-destination__text">
        <span className="wallet-destination__title">{title}</span>
        <span className={`wallet-destination__detail${mono ? ' mono' : ''}`}>{detail}</span>
        {coolingLeft ? (
          <span className="wallet-destination__cooling">
            {t('whitelist.usableIn', { left: coolingLeft })}
          </span>
        ) : null}
      </span>
      {selected ? <CheckIcon className="wallet-destination__check" /> : null}
    </button>
  );
}

/**
 * Pasting or scanning an address, the saved addresses of the coin, then the bank cards when this
 * coin can go to a bank.
 */
export function DestinationSheet({
  visible,
  onClose,
  value,
  addresses,
  banks,
  onSelect,
  onAddAddress,
  onAddBankCard,
  whitelist = false,
}: {
  /** The whitelist applies: saved destinations only, those cooling off shown disabled. */
  whitelist?: boolean;
  visible: boolean;
  onClose: () => void;
  value: DestinationChoice | null;
  addresses: readonly WalletAddressView[];
  banks: readonly BankOption[];
  onSelect: (destination: DestinationChoice) => void;
  onAddAddress: () => void;
  onAddBankCard: (kind: BankKind) => void;
}) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const cooling = (item: { usable_at: number } | null | undefined) =>
    whitelist && item && isCoolingOff(item, now) ? timeLeft(item.usable_at, now) : null;
  const choose = (destination: DestinationChoice) => {
    onSelect(destination);
    onClose();
  };
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('fund.withdraw.chooseDestination')}
      destroyOnClose
    >
      <div className="sheet__content">
        {whitelist ? (
          <p className="notice wallet-destination__whitelist">{t('whitelist.savedOnly')}</p>
        ) : (
          <DestinationOption
            selected={value?.kind === 'typed'}
            onClick={() => choose({ kind: 'typed' })}
            title={t('fund.withdraw.typed.title')}
            detail={t('fund.withdraw.typed.detail')}
          />
        )}
        <h3 className="wallet-destination__group">{t('fund.withdraw.savedAddresses')}</h3>
        {addresses.length === 0 ? (
          <p className="wallet-destination__empty">{t('fund.withdraw.noAddresses')}</p>
        ) : (
          <ul className="wallet-destination__list">
            {addresses.map((address) => {
              const option: DestinationChoice = { kind: 'address', addressId: address.id };
              return (
                <li key={address.id}>
                  <DestinationOption
                    selected={isSame(value, option)}
                    coolingLeft={cooling(address)}
                    onClick={() => choose(option)}
                    title={address.name}
                    detail={
                      <>
                        {address.network ? `${address.network} · ` : ''}
                        {shortAddress(address.address, 10, 8)}
                      </>
                    }
                    mono
                  />
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          className="wallet-destination wallet-destination--add"
          onClick={onAddAddress}
        >
          <PlusIcon />
          <span>{t('fund.withdraw.addAddress')}</span>
        </button>
        {banks.length > 0 ? (
          <>
            <h3 className="wallet-destination__group">{t('fund.withdraw.bankCards')}</h3>
            <ul className="wallet-destination__list">
              {banks.map(({ kind, card }) => {
                const option: DestinationChoice = { kind: 'bank', bank: kind };
                return (
                  <li key={kind}>
                    <DestinationOption
                      selected={isSame(value, option)}
                      coolingLeft={cooling(card)}
                      onClick={() => (card ? choose(option) : onAddBankCard(kind))}
                      title={t(`fund.withdraw.bank.${kind}`)}
                      detail={
                        card
                          ? `${card.fields.bank_name ?? ''} ${maskCardNumber(card.fields.card_number)}`
                          : t('fund.withdraw.bankNotAdded')
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </BottomSheet>
  );
}
