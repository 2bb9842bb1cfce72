import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type LoanEventView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { RowsSkeleton } from '../../../components/ui/paged-list';
import { QueryError } from '../../../components/ui/query-fallback';
import { HISTORY_LIMIT, loanQueries } from '../api/loan-queries';
import { useLoanFormat } from './loan-format';

/** One history entry: what happened, its amount, the tick that checked or decided it, the LTV. */
function EventRow({ event, pricePrecision }: { event: LoanEventView; pricePrecision: number }) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  return (
    <li className="loan-event" data-testid="loan-event" data-kind={event.kind}>
      <span className="loan-event__head">
        <span className="loan-event__kind">{t(`loans.event.${event.kind}`)}</span>
        <time dateTime={new Date(event.created_at).toISOString()}>
          {formatDateTime(event.created_at)}
        </time>
      </span>
      <span className="loan-event__detail">
        {event.amount !== null && event.currency !== null ? (
          <span>{f.amount(event.amount, event.currency)}</span>
        ) : null}
        {event.price !== null && event.tick_time !== null ? (
          <span>
            {t('loans.atTick', {
              price: f.price(event.price, pricePrecision),
              time: formatDateTime(event.tick_time),
            })}
          </span>
        ) : null}
        {event.ltv !== null ? <span>{t('loans.ltvIs', { ltv: f.percent(event.ltv) })}</span> : null}
      </span>
    </li>
  );
}

/** A loan's history, newest first, each step with the price that checked or decided it. */
export function LoanHistory({
  owner,
  loanId,
  pricePrecision,
}: {
  owner: number;
  loanId: number;
  pricePrecision: number;
}) {
  const { t } = useTranslation();
  const query = useQuery(loanQueries.events(owner, loanId));
  if (query.isPending) return <RowsSkeleton rows={2} />;
  if (query.isError) return <QueryError compact query={query} />;
  const { data, total } = query.data;
  return (
    <>
      <ul className="loan-events" aria-label={t('loans.history')}>
        {data.map((event) => (
          <EventRow key={event.id} event={event} pricePrecision={pricePrecision} />
        ))}
      </ul>
      {total > data.length ? (
        <p className="loan-text">{t('loans.historyLatest', { count: HISTORY_LIMIT })}</p>
      ) : null}
    </>
  );
}
