import { GiftOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { CouponCreatePage } from './coupon-create-page';
import { CouponsPage } from './coupons-page';

/**
 * Coupons (issue #20 item 3): fee discounts only. Operators issue a coupon (spot or futures
 * fees, the share given back, uses, validity, audience, claim window, quantity) and may revoke
 * it, which stops new claims; terms never change once issued.
 */
export const couponsArea: ConsoleArea = {
  resources: [
    {
      name: 'coupons',
      list: '/coupons',
      create: '/coupons/new',
      meta: { icon: <GiftOutlined /> },
    },
  ],
  routes: (
    <>
      <Route path="/coupons" element={<CouponsPage />} />
      <Route path="/coupons/new" element={<CouponCreatePage />} />
    </>
  ),
};
