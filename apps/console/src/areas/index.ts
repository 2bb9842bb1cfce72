import type { ConsoleArea } from './area';
import { contentArea } from './content';
import { couponsArea } from './coupons';
import { dashboardArea } from './dashboard';
import { marketsArea } from './markets';
import { moneyArea } from './money';
import { operatorsArea } from './operators';
import { usersArea } from './users';

/** The console's parts, in menu order. */
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  moneyArea,
  usersArea,
  marketsArea,
  contentArea,
  couponsArea,
  operatorsArea,
];
