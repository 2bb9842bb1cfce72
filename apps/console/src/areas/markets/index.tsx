import { ClockCircleOutlined, ImportOutlined, SlidersOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { DepositAddressesPage } from './deposit-addresses-page';
import { OptionDurationsPage } from './option-durations-page';
import { PairsPage } from './pairs-page';

/**
 * Markets and products (issue #15 item 6): the pairs' switches and terms, the option durations
 * and the deposit address pool. Every change applies to orders placed after it; nothing here
 * sets a price (prices come from the market feed only).
 */
export const marketsArea: ConsoleArea = {
  resources: [
    { name: 'pairs', list: '/pairs', meta: { icon: <SlidersOutlined /> } },
    {
      name: 'option-durations',
      list: '/option-durations',
      meta: { icon: <ClockCircleOutlined /> },
    },
    { name: 'deposit-addresses', list: '/deposit-addresses', meta: { icon: <ImportOutlined /> } },
  ],
  routes: (
    <>
      <Route path="/pairs" element={<PairsPage />} />
      <Route path="/option-durations" element={<OptionDurationsPage />} />
      <Route path="/deposit-addresses" element={<DepositAddressesPage />} />
    </>
  ),
};
