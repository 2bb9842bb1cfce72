import type { ConsoleArea } from './area';
import { chatArea } from './chat';
import { contentArea } from './content';
import { couponsArea } from './coupons';
import { dashboardArea } from './dashboard';
import { loansArea } from './loans';
import { marketsArea } from './markets';
import { moneyArea } from './money';
import { operatorsArea } from './operators';
import { supportArea } from './support';
import { usersArea } from './users';

/** The console's parts, in menu order. */
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  moneyArea,
  usersArea,
  marketsArea,
  contentArea,
  supportArea,
  chatArea,
  couponsArea,
  loansArea,
  operatorsArea,
];
