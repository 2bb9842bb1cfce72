import {
  DEPOSIT_STATUS,
  Money,
  WITHDRAW_STATUS,
  type DepositStatus,
  type WithdrawStatus,
} from '@meridian/contract';

/** One word per status, translated under `fund.status.*`, and the chip colour it gets. */
export type RecordStatus = 'pending' | 'confirmed' | 'approved' | 'rejected';

export function depositStatus(status: DepositStatus): RecordStatus {
  if (status === DEPOSIT_STATUS.confirmed) return 'confirmed';
  if (status === DEPOSIT_STATUS.rejected) return 'rejected';
  return 'pending';
}

export function withdrawStatus(status: WithdrawStatus): RecordStatus {
  if (status === WITHDRAW_STATUS.approved) return 'approved';
  if (status === WITHDRAW_STATUS.rejected) return 'rejected';
  return 'pending';
}

/** A long address with its middle left out: shortAddress('TXabcdefghijklmnop1234') === 'TXabcd…1234'. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** A card number showing its last four digits: maskCardNumber('6222 0000 1234') === '•••• 1234'. */
export function maskCardNumber(card: string | undefined | null): string {
  const digits = (card ?? '').replace(/\s/g, '');
  return digits.length === 0 ? '' : `•••• ${digits.slice(-4)}`;
}

/**
 * What a bill row leads with: the change of the available balance, or the change of the frozen
 * amount when only that moved (a paid withdrawal leaves available alone and releases frozen).
 * billFigures({ change: '-20', frozen_change: '20' }) leads with -20 and adds a +20 frozen line.
 */
export function billFigures(row: { change: string; frozen_change: string }): {
  headline: string;
  headlineIsFrozen: boolean;
  frozenLine: string | null;
} {
  const availableMoved = !new Money(row.change).isZero();
  const frozenMoved = !new Money(row.frozen_change).isZero();
  if (!availableMoved && frozenMoved) {
    return { headline: row.frozen_change, headlineIsFrozen: true, frozenLine: null };
  }
  return {
    headline: row.change,
    headlineIsFrozen: false,
    frozenLine: frozenMoved ? row.frozen_change : null,
  };
}
