import { BankOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { LoansPage } from './loans-page';

/**
 * Crypto loans (issue #19 item 3): the lending pool's limit and each collateral coin's hourly
 * rate and switch (audited), and every loan with its live LTV and, once liquidated, its tick.
 */
export const loansArea: ConsoleArea = {
  resources: [{ name: 'loans', list: '/loans', meta: { icon: <BankOutlined /> } }],
  routes: <Route path="/loans" element={<LoansPage />} />,
};
