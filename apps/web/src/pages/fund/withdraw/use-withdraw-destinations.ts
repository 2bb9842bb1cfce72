import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BankKind, WithdrawInfoView } from '@meridian/contract';

import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import type { WithdrawDestination } from '../../../features/wallet/model/withdraw-form';
import { useDestinationLabel, type BankOption } from './destination-sheet';

const BANK_KINDS: BankKind[] = ['domestic', 'international'];

/**
 * Where a withdrawal can go for this coin: the saved addresses, and both bank cards when the coin
 * allows bank withdrawals. Holds the user's pick; without one, the first saved address is used.
 */
export function useWithdrawDestinations(currencyId: number, info: WithdrawInfoView) {
  const addressQuery = useQuery(walletQueries.addresses());
  const domestic = useQuery({ ...walletQueries.bankCard('domestic'), enabled: info.bank_enabled });
  const international = useQuery({
    ...walletQueries.bankCard('international'),
    enabled: info.bank_enabled,
  });
  const labelOf = useDestinationLabel();
  const [chosen, setChosen] = useState<WithdrawDestination | null>(null);

  const addresses = (addressQuery.data?.data ?? []).filter((a) => a.currency_id === currencyId);
  const banks: BankOption[] = info.bank_enabled
    ? BANK_KINDS.map((kind) => ({
        kind,
        card: kind === 'domestic' ? domestic.data : international.data,
      }))
    : [];
  // The first saved address is the natural default; the user can pick another.
  const firstAddress = addresses[0];
  const destination: WithdrawDestination | null =
    chosen ?? (firstAddress ? { kind: 'address', addressId: firstAddress.id } : null);

  return {
    addresses,
    banks,
    destination,
    label: labelOf(destination, addresses, banks),
    loading: addressQuery.isPending,
    choose: setChosen,
  };
}
