import { useQuery } from '@tanstack/react-query';

import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useDebouncedValue } from '../../../features/wallet/hooks/use-debounced-value';
import {
  quoteRequest,
  type ConversionFormValues,
} from '../../../features/wallet/model/conversion-form';

/**
 * The live quote for the form. It follows the form 500 ms after the user stops typing
 * (SPEC.md §9 debounce); isCurrent says whether it matches what is on screen now.
 */
export function useConversionQuote(values: ConversionFormValues) {
  const wanted = quoteRequest(values);
  const settledKey = useDebouncedValue(JSON.stringify(wanted));
  const settled = JSON.parse(settledKey) as ReturnType<typeof quoteRequest>;
  const quote = useQuery({
    ...walletQueries.quote(settled ?? { from_currency_id: 0, to_currency_id: 0 }),
    enabled: settled !== null,
  });
  const isCurrent = settledKey === JSON.stringify(wanted) && !quote.isFetching;
  return { quote: quote.data, isCurrent, isError: quote.isError };
}
