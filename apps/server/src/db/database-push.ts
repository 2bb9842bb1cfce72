import type { PushCategory } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;

/** The server's one VAPID key pair (migration 0032); the private key sealed with the secret box. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key_sealed: string;
  created_at: Created;
}

/** One device's push subscription (migration 0032). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: ColumnType<string, string | undefined, string>;
  /** Set again when the device subscribes again (the oldest is the one replaced at the cap). */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_success_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failure_count: ColumnType<number, number | undefined, number>;
}

/** A category a user switched (migration 0032); no row means on. */
export interface PushCategorySettingsTable {
  user_id: number;
  category: PushCategory;
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
