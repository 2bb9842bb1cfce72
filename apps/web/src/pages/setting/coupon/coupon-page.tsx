import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  type CouponView,
  type UserCouponStatus,
  type UserCouponView,
} from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { Amount, formatPercentText } from '../../../components/ui/amount';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { couponQueries, useClaimCoupon } from '../../../features/coupons';
import { showSuccess } from '../../../lib/toast';
import './coupon.css';

type Tab = 'centre' | 'mine';
const STATUSES: readonly UserCouponStatus[] = ['usable', 'used', 'expired'];

/** "Fee-free" for a rate of 1, else "50% off fees"; with the kind: spot or futures. */
function useCouponTexts() {
  const { t } = useTranslation();
  return {
    offer: (rate: string) =>
      rate === '1'
        ? t('coupons.feeFree')
        : t('coupons.percentOff', {
            percent: formatPercentText(rate, { ratio: true, signed: false, trimTo: 0 }),
          }),
    kind: (kind: CouponView['kind']) => t(`coupons.kind_${kind}`),
  };
}

function CentreCard({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  const texts = useCouponTexts();
  const claim = useClaimCoupon();
  const soldOut = coupon.remaining !== null && coupon.remaining <= 0;

  async function onClaim() {
    try {
      await claim.mutateAsync(coupon.id);
    } catch {
      return; // The API client showed why.
    }
    showSuccess(t('coupons.claimed'));
  }

  return (
    <li className="coupon-card" data-testid="centre-coupon">
      <div className="coupon-card__offer">
        <span className="coupon-card__rate">{texts.offer(coupon.discount_rate)}</span>
        <span className="coupon-card__kind">{texts.kind(coupon.kind)}</span>
      </div>
      <div className="coupon-card__body">
        <span className="coupon-card__name" id={`coupon-name-${coupon.id}`}>
          {coupon.name}
        </span>
        <span className="coupon-card__detail">
          {t('coupons.usesDays', { uses: coupon.uses, days: coupon.valid_days })}
        </span>
        <span className="coupon-card__detail">
          {t('coupons.claimUntil', { date: formatDateTime(coupon.claim_until) })}
        </span>
        {coupon.remaining !== null ? (
          <span className="coupon-card__detail">
            {t('coupons.remaining', { n: coupon.remaining })}
          </span>
        ) : null}
      </div>
      <Button
        className="coupon-card__action"
        size="small"
        color="primary"
        fill={coupon.claimed ? 'outline' : 'solid'}
        disabled={coupon.claimed || soldOut || claim.isPending}
        aria-describedby={`coupon-name-${coupon.id}`}
        onClick={() => void onClaim()}
      >
        {coupon.claimed
          ? t('coupons.claimedShort')
          : soldOut
            ? t('coupons.soldOut')
            : t('coupons.claim')}
      </Button>
    </li>
  );
}

function CentreTab() {
  const { t } = useTranslation();
  const query = useQuery(couponQueries.centre());
  if (!query.data) return <QueryFallback query={query} />;
  if (query.data.length === 0)
    return (
      <EmptyState title={t('coupons.centreEmpty')} description={t('coupons.centreEmptyText')} />
    );
  return (
    <ul className="coupon-list" aria-label={t('coupons.centre')}>
      {query.data.map((coupon) => (
        <CentreCard key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}

function ClaimRow({ claim }: { claim: UserCouponView }) {
  const { t } = useTranslation();
  const texts = useCouponTexts();
  return (
    <div className={`coupon-card coupon-card--${claim.status}`} data-testid="my-coupon">
      <div className="coupon-card__offer">
        <span className="coupon-card__rate">{texts.offer(claim.discount_rate)}</span>
        <span className="coupon-card__kind">{texts.kind(claim.kind)}</span>
      </div>
      <div className="coupon-card__body">
        <span className="coupon-card__name">{claim.name}</span>
        <span className="coupon-card__detail" data-testid="coupon-uses">
          {t('coupons.usesLeft', { left: claim.uses_left, uses: claim.uses })}
        </span>
        <span className="coupon-card__detail">
          {t('coupons.validUntil', { date: formatDate(claim.expires_at) })}
        </span>
        {claim.saved.length > 0 ? (
          <span className="coupon-card__detail" data-testid="coupon-saved">
            {t('coupons.saved')}{' '}
            {claim.saved.map((s, i) => (
              <span key={s.currency_id}>
                {i > 0 ? ', ' : null}
                <Amount value={s.amount} kind="amount" precision={8} suffix={s.currency} />
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <span className="coupon-card__status">{t(`coupons.status_${claim.status}`)}</span>
    </div>
  );
}

function MineTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as UserCouponStatus)
    : 'usable';
  const query = useInfiniteQuery(couponQueries.mine(status));
  return (
    <>
      <SegmentedTabs<UserCouponStatus>
        ariaLabel={t('coupons.mine')}
        options={STATUSES.map((s) => ({ value: s, label: t(`coupons.status_${s}`) }))}
        value={status}
        onChange={(next) => setParams({ tab: 'mine', status: next }, { replace: true })}
      />
      <PagedList<UserCouponView>
        query={query}
        emptyTitle={t('coupons.mineEmpty')}
        renderRow={(claim) => <ClaimRow claim={claim} />}
      />
    </>
  );
}

/**
 * The coupon centre and my coupons (SPEC.md §2 `/pages/setting/coupon`, issue #20 item 3):
 * coupons lower trading fees only; each use gives back a share of one fee, shown in the bill.
 */
export function CouponPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'centre';
  return (
    <PageShell title={t('coupons.title')}>
      <div className="coupon-page">
        <SegmentedTabs<Tab>
          ariaLabel={t('coupons.title')}
          options={[
            { value: 'centre', label: t('coupons.centre') },
            { value: 'mine', label: t('coupons.mine') },
          ]}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
        />
        <p className="coupon-page__note">{t('coupons.howItWorks')}</p>
        {tab === 'centre' ? <CentreTab /> : <MineTab />}
      </div>
    </PageShell>
  );
}
