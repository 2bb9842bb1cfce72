import { ieoRules, isDecimalString, Money, type IeoProjectView } from '@meridian/contract';

/** The body of POST /project/order. */
export interface SubscribeInput {
  [key: string]: string | number;
  project_id: number;
  amount: string;
  pay_currency: string;
  price: string;
}

/** Why an amount cannot be sent yet (a key under `ieo.errors`), or null when it can. */
export type AmountProblem = 'empty' | 'invalid' | 'precision' | 'belowMin' | 'balance' | null;

/** Decimals of the payment (the server freezes price × amount rounded up to 8 decimals). */
export const PAY_DECIMALS = 8;

export interface SubscribePreview {
  /** What is frozen now: issue price × amount, rounded up to the payment's precision. */
  pay: string | null;
  /** The most the amount can receive: the smaller of it and the per-user cap. */
  maxTokens: string | null;
  problem: AmountProblem;
}

/**
 * What a typed amount of tokens means before confirming: the payment frozen now, the most it can
 * receive (the per-user cap), and what stops it (checked in the order the server checks), e.g.
 * 300 tokens at 0.5 freeze 150.
 */
export function previewSubscription(
  project: Pick<IeoProjectView, 'price' | 'token_decimals' | 'min_amount' | 'user_cap'>,
  amount: string,
  available: string | null,
): SubscribePreview {
  const text = amount.trim();
  if (text === '') return { pay: null, maxTokens: null, problem: 'empty' };
  if (!isDecimalString(text, 18) || new Money(text).lessThanOrEqualTo(0))
    return { pay: null, maxTokens: null, problem: 'invalid' };
  if (ieoRules.decimalsOf(text) > project.token_decimals)
    return { pay: null, maxTokens: null, problem: 'precision' };
  const pay = ieoRules.costOf(new Money(text).toFixed(), project.price, PAY_DECIMALS);
  const maxTokens = Money.min(text, project.user_cap).toFixed();
  if (new Money(text).lessThan(project.min_amount)) return { pay, maxTokens, problem: 'belowMin' };
  if (available !== null && new Money(pay).greaterThan(available))
    return { pay, maxTokens, problem: 'balance' };
  return { pay, maxTokens, problem: null };
}

/** The body to send for a checked amount. */
export function toSubscribeInput(
  project: Pick<IeoProjectView, 'id' | 'price' | 'pay_currency'>,
  amount: string,
): SubscribeInput {
  return {
    project_id: project.id,
    amount: new Money(amount.trim()).toFixed(),
    pay_currency: project.pay_currency,
    price: project.price,
  };
}
