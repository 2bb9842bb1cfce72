import type { ColumnType } from 'kysely';

/** One rebated fee (migration 0034), paid by `paid_posting_id` at the hourly payment. */
export interface InviteRebatesTable {
  fee_posting_id: string;
  currency_id: number;
  fee_at: ColumnType<Date, Date | string, never>;
  inviter_id: number;
  invitee_id: number;
  fee: ColumnType<string, string, never>;
  rate: ColumnType<string, string, never>;
  rebate: ColumnType<string, string, never>;
  paid_posting_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
