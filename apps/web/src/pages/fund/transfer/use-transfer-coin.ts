import { useQuery } from '@tanstack/react-query';
import type { WalletListView } from '@meridian/contract';

import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import {
  transferCurrencies,
  type TransferFormValues,
} from '../../../features/wallet/model/transfer-form';

/**
 * The coins of the source account and the one being moved, with what is available of it there.
 * Until the user picks, the coin is the one they came with, else USDT, else the first.
 */
export function useTransferCoin(list: WalletListView | undefined, values: TransferFormValues) {
  const coins = transferCurrencies(list, values.from);
  const currencyId =
    values.currencyId ??
    coins.find((c) => c.currency_name === 'USDT')?.currency_id ??
    coins[0]?.currency_id ??
    null;
  const detail = useQuery({
    ...walletQueries.detail(currencyId ?? 0, values.from),
    enabled: currencyId !== null,
  });
  const available = detail.data?.available ?? null;
  const coin =
    coins.find((c) => c.currency_id === currencyId) ??
    (detail.data?.currency_id === currencyId ? detail.data : undefined);
  return { coins, currencyId, available, coin };
}
