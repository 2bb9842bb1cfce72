/** An operator's decision on a row waiting for review: the new status, who decided and why. */
export interface Decision<Status extends number> {
  status: Status;
  admin_id: number;
  reason?: string;
}

/** The columns a decision sets on the reviewed row (deposit requests, withdrawals, identity). */
export function decidedColumns<Status extends number>(decision: Decision<Status>) {
  return {
    status: decision.status,
    admin_id: decision.admin_id,
    reason: decision.reason ?? null,
    handled_at: new Date(),
  };
}
