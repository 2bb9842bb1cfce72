import type { GameDirection, GameOutcome } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

/** One round of the price game (migration 0035). */
export interface GameRoundsTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  direction: GameDirection;
  open_price: ColumnType<string, string, never>;
  open_time: ColumnType<string, number | string, never>;
  close_at: ColumnType<string, number | string, never>;
  close_price: ColumnType<string | null, string | null | undefined, string | null>;
  close_time: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  outcome: ColumnType<GameOutcome, GameOutcome | undefined, GameOutcome>;
  points: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
