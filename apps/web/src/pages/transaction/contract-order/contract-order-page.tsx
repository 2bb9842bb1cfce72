import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { futuresQueries } from '../../../features/futures/api/futures-queries';
import { HistoryRow } from '../../../features/futures/components/history-row';
import { marketQueries } from '../../../features/market/api/market-queries';
import { PagedList } from '../../../components/ui/paged-list';
import '../../../features/wallet/components/wallet.css';
import { useSession } from '../../../lib/session';

/**
 * /pages/transaction/contract_order: closed and cancelled futures positions, newest first, with
 * the prices, reason, realised P/L, fees, times and the feed ticks that decided them.
 */
export function ContractOrderPage() {
  const { t } = useTranslation();
  const session = useSession();
  const history = useInfiniteQuery(futuresQueries.history(session.user?.id ?? 0));
  const quotations = useQuery(marketQueries.quotations());
  const precisionOf = (symbol: string) =>
    quotations.data?.find((q) => q.symbol === symbol)?.price_precision ?? 2;
  return (
    <PageShell title={t('futures.history.title')}>
      <PagedList
        query={history}
        emptyTitle={t('futures.empty.history')}
        emptyDescription={t('futures.empty.historyDescription')}
        renderRow={(position) => (
          <HistoryRow position={position} precision={precisionOf(position.symbol)} />
        )}
      />
    </PageShell>
  );
}
