import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BankKind, WithdrawInfoView } from '@meridian/contract';

import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import type { WithdrawDestination } from '../../../features/wallet/model/withdraw-form';
import { useMinuteClock } from '../../../features/wallet/hooks/use-minute-clock';
import { isCoolingOff } from '../../../features/wallet/model/whitelist';
import { useDestinationLabel, type BankOption, type DestinationChoice } from './destination-sheet';
import type { TypedAddress } from './typed-address';

const BANK_KINDS: BankKind[] = ['domestic', 'international'];

/**
 * Where a withdrawal can go for this coin: the saved addresses, an address typed or scanned on one
 * of the coin's networks, and both bank cards when the coin allows bank withdrawals. Holds the
 * user's pick; without one, the first saved address, or the typed address when none is saved.
 */
export function useWithdrawDestinations(currencyId: number, info: WithdrawInfoView) {
  const addressQuery = useQuery(walletQueries.addresses());
  const domestic = useQuery({ ...walletQueries.bankCard('domestic'), enabled: info.bank_enabled });
  const international = useQuery({
    ...walletQueries.bankCard('international'),
    enabled: info.bank_enabled,
  });
  const labelOf = useDestinationLabel();
  const [chosen, setChosen] = useState<DestinationChoice | null>(null);
  const [typed, setTyped] = useState<TypedAddress>({
    network: info.networks[0] ?? '',
    address: '',
    save: false,
  });

  const addresses = (addressQuery.data?.data ?? []).filter((a) => a.currency_id === currencyId);
  const banks: BankOption[] = info.bank_enabled
    ? BANK_KINDS.map((kind) => ({
        kind,
        card: kind === 'domestic' ? domestic.data : international.data,
      }))
    : [];
  // The first saved address is the natural default; with none saved, the address field. While the
  // whitelist applies, the first one past its cool-off, and never a typed address.
  const now = useMinuteClock();
  const firstAddress = info.whitelist ? addresses.find((a) => !isCoolingOff(a, now)) : addresses[0];
  const fallback: DestinationChoice | null = firstAddress
    ? { kind: 'address', addressId: firstAddress.id }
    : addressQuery.isPending || info.whitelist
      ? null
      : { kind: 'typed' };
  const choice = chosen ?? fallback;
  const destination: WithdrawDestination | null =
    choice?.kind === 'typed'
      ? { kind: 'typed', network: typed.network, address: typed.address }
      : choice;

  return {
    addresses,
    banks,
    choice,
    destination,
    typed,
    setTyped,
    label: labelOf(destination, addresses, banks),
    loading: addressQuery.isPending,
    choose: setChosen,
  };
}
