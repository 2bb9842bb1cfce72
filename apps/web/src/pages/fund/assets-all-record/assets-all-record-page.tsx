import { Navigate, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { useSessionState } from '../../../lib/use-session-state';

/**
 * /pages/fund/assets_all_record: the bill has one screen (issue #14 item 6); this address leads
 * there, keeping the coin it was opened with (`?currency=`, else the coin last chosen here).
 */
export function AssetsAllRecordPage() {
  const [params] = useSearchParams();
  const [stored] = useSessionState<number | null>('fund.billCurrency', null);
  const currency = Number(params.get('currency') ?? stored);
  const query = Number.isInteger(currency) && currency > 0 ? `?currency=${currency}` : '';
  return <Navigate to={`${paths.bill}${query}`} replace />;
}
