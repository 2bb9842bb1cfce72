import {
  isValidPayPassword,
  Money,
  type BankKind,
  type WithdrawInfoView,
} from '@meridian/contract';

import { compactErrors } from '../../../lib/form';
import {
  minAmount,
  parseAmount,
  toWireAmount,
  validateAmount,
  type WalletFieldError,
  type WalletFormErrors,
} from './amount';

/**
 * Where the money goes: one of the user's saved addresses, an address they pasted or scanned (on
 * one of the coin's networks), or their bound bank card of a kind.
 */
export type WithdrawDestination =
  | { kind: 'address'; addressId: number }
  | { kind: 'typed'; network: string; address: string }
  | { kind: 'bank'; bank: BankKind };

export interface WithdrawFormValues {
  amount: string;
  destination: WithdrawDestination | null;
}

export type WithdrawField = 'amount' | 'destination';

type WithdrawRules = Pick<WithdrawInfoView, 'available' | 'min' | 'fee' | 'remaining_amount'>;

/**
 * What "all" fills in: the available balance, or the remaining 24 h limit when that is smaller.
 * maxWithdrawable({ available: '50', remaining_amount: '20', … }) === '20'.
 */
export function maxWithdrawable(info: Pick<WithdrawInfoView, 'available' | 'remaining_amount'>) {
  return minAmount(info.available, info.remaining_amount);
}

/**
 * What the destination receives: the amount minus the server's fee, never below zero; null until
 * the amount is a number. receiveAmount('100', '1.5') === '98.5'.
 */
export function receiveAmount(amount: string, fee: string): string | null {
  const parsed = parseAmount(amount);
  if (!parsed) return null;
  const receive = parsed.minus(fee);
  return receive.isNegative() ? '0' : receive.toFixed();
}

/**
 * The amount must be positive with at most 10 decimals, at least the minimum, within the
 * available balance and the remaining 24 h limit, and more than the fee; a destination is needed.
 */
export function validateWithdraw(
  values: WithdrawFormValues,
  info: WithdrawRules,
): WalletFormErrors<WithdrawField> {
  let amount: WalletFieldError | undefined = validateAmount(values.amount, {
    min: info.min,
    available: info.available,
    limit: info.remaining_amount,
  });
  if (!amount) {
    const receive = receiveAmount(values.amount, info.fee);
    if (receive === null || !new Money(receive).greaterThan(0)) amount = 'RECEIVE_NOT_POSITIVE';
  }
  return compactErrors({
    amount,
    destination: values.destination ? undefined : 'DESTINATION_REQUIRED',
  });
}

export function validateWithdrawPayPassword(password: string): WalletFieldError | undefined {
  return isValidPayPassword(password) ? undefined : 'PAY_PASSWORD_FORMAT';
}

/** Why the form cannot be used at all right now, most important first. */
export type WithdrawBlocker = 'disabled' | 'kyc' | 'hold' | 'payPassword';

export function withdrawBlocker(
  info: Pick<
    WithdrawInfoView,
    'withdraw_enabled' | 'kyc_level' | 'hold_until' | 'pay_password_set'
  >,
  now: number = Date.now(),
): WithdrawBlocker | null {
  if (!info.withdraw_enabled) return 'disabled';
  if (info.kyc_level < 1) return 'kyc';
  if (info.hold_until !== null && info.hold_until > now) return 'hold';
  if (!info.pay_password_set) return 'payPassword';
  return null;
}

/** The body of POST /wallet/out (the server computes fee and minimum again). */
export function toWithdrawInput(
  values: WithdrawFormValues,
  currencyId: number,
  /** The pay password, or a passkey's answer standing in for it. */
  confirmation: string | { passkey: string },
): {
  currency: number;
  number: string;
  pay_password?: string;
  passkey?: string;
  address_id?: number;
  bank?: BankKind;
  address?: string;
  network?: string;
} {
  const number = toWireAmount(values.amount) ?? values.amount.trim();
  const destination = values.destination;
  const base = {
    currency: currencyId,
    number,
    ...(typeof confirmation === 'string' ? { pay_password: confirmation } : confirmation),
  };
  if (destination?.kind === 'bank') return { ...base, bank: destination.bank };
  if (destination?.kind === 'typed')
    return { ...base, address: destination.address.trim(), network: destination.network };
  return { ...base, address_id: destination?.addressId };
}
