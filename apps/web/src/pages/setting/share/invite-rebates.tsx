import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatDate, type CurrencyAmount, type InviteeView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, formatPercentText } from '../../../components/ui/amount';
import { InfoIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { inviteQueries } from '../../../features/invite/api/invite-api';

/** "12.5 USDT · 0.0001 BTC", or a dash for nothing yet. */
function Amounts({ amounts }: { amounts: CurrencyAmount[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <>
      {amounts.map((a, i) => (
        <span key={a.currency_id}>
          {i > 0 ? ' · ' : null}
          <Amount kind="amount" value={a.amount} suffix={a.currency} />
        </span>
      ))}
    </>
  );
}

/**
 * The rule as it is paid (issue #20 item 4): the published share of each friend's trading fees
 * for 12 months, paid hourly; then the caller's invitees and what the rebates came to.
 */
export function InviteRebates() {
  const { t } = useTranslation();
  const summary = useQuery(inviteQueries.summary());
  if (!summary.data) return <QueryFallback query={summary} />;
  const { rate, months, invitees, paid, pending } = summary.data;
  // "20%": a published share, unsigned, no decimals it does not have.
  const percent = formatPercentText(rate, { ratio: true, signed: false, trimTo: 0 }) ?? '';
  return (
    <section className="card invite-rebates" aria-labelledby="invite-rebates-title">
      <h2 className="content__title" id="invite-rebates-title">
        {t('share.rebatesTitle')}
      </h2>
      <p className="notice" data-testid="rebate-rule">
        <InfoIcon />
        <span>{t('share.rebateRule', { percent, months })}</span>
      </p>
      <dl className="invite-rebates__totals">
        <div>
          <dt>{t('share.invitees')}</dt>
          <dd data-testid="invitee-count">{invitees}</dd>
        </div>
        <div>
          <dt>{t('share.rebatesPaid')}</dt>
          <dd data-testid="rebates-paid">
            <Amounts amounts={paid} />
          </dd>
        </div>
        <div>
          <dt>{t('share.rebatesPending')}</dt>
          <dd data-testid="rebates-pending">
            <Amounts amounts={pending} />
          </dd>
        </div>
      </dl>
      <Invitees />
    </section>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(inviteQueries.invitees());
  return (
    <PagedList<InviteeView>
      query={query}
      emptyTitle={t('share.noInvitees')}
      renderRow={(row) => (
        <div className="line-row invitee-row" data-testid="invitee-row">
          <span className="line-row__text invitee-row__text">
            <span className="invitee-row__name">{row.name}</span>
            <span className="invitee-row__detail">
              {t('share.joined', { date: formatDate(row.joined_at) })}
            </span>
            <span className="invitee-row__detail">
              {row.rebates_until === null
                ? t('share.sameIdentity')
                : t('share.rebatesUntil', { date: formatDate(row.rebates_until) })}
            </span>
          </span>
          <span className="invitee-row__earned">
            <Amounts amounts={row.earned} />
          </span>
        </div>
      )}
    />
  );
}
