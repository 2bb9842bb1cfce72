import type { DepositRequestView, MoneyApprovalView, WithdrawalView } from '@meridian/contract';

/** A deposit request as GET /admin/deposits lists it: the user's view plus whose it is. */
export interface DepositRow extends DepositRequestView {
  user_id: number;
  user_email: string | null;
}

/** A withdrawal as GET /admin/withdrawals lists it, with the full destination record. */
export interface WithdrawalRow extends Omit<WithdrawalView, 'destination'> {
  user_id: number;
  user_email: string | null;
  destination: { label?: string; address?: string; network?: string; name?: string } & Record<
    string,
    string | undefined
  >;
}

/** The answer of a confirm or approve: `approval_id` set when a second operator must approve. */
export interface FourEyesAnswer {
  id: number;
  approval_id?: number | null;
}

export type ApprovalRow = MoneyApprovalView;
