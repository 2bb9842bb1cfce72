import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponRules, Money, type CouponKind } from '@meridian/contract';

import { couponQueries } from '../api/coupon-api';
import './fee-with-coupon.css';

interface FeeWithCouponProps {
  kind: CouponKind;
  /** The fee before any coupon, or null while it cannot be estimated. */
  fee: string | null;
  /** Whether the caller is logged in (a visitor has no coupons to ask for). */
  enabled: boolean;
  /** The fee in the screen's own amount style. */
  render: (value: string | null) => ReactNode;
}

/**
 * A fee as the confirmation shows it: with a usable coupon of `kind`, "1.2 → 0 · coupon name",
 * the discount computed by the same rule the server gives it back with (contract couponRules);
 * without one, the fee alone.
 */
export function FeeWithCoupon({ kind, fee, enabled, render }: FeeWithCouponProps) {
  const { t } = useTranslation();
  const next = useQuery({ ...couponQueries.next(kind), enabled });
  const coupon = enabled ? next.data : null;
  if (!coupon || fee === null || new Money(fee).isZero()) return <>{render(fee)}</>;
  const after = couponRules.feeAfterCoupon(fee, coupon.discount_rate);
  return (
    <span className="coupon-fee" data-testid="coupon-fee">
      <s className="coupon-fee__before" aria-label={t('coupons.feeBefore')}>
        {render(fee)}
      </s>
      <span aria-hidden="true"> → </span>
      <span className="coupon-fee__after" data-testid="coupon-fee-after">
        {render(after)}
      </span>
      <span className="coupon-fee__name">{t('coupons.feeCoupon', { name: coupon.name })}</span>
    </span>
  );
}
