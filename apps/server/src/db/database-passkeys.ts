import type { ColumnType, Generated } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;

/** One of a user's passkeys (migration 0033). */
export interface UserPasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key. */
  public_key: Uint8Array;
  /** The authenticator's signature counter (0 for those that keep none, as synced passkeys do). */
  counter: ColumnType<string, string | number | undefined, string | number>;
  /** Comma-separated transports the browser reported, a hint for later ceremonies. */
  transports: ColumnType<string, string | undefined, string>;
  /** base64url of the random user handle the passkey carries. */
  user_handle: string;
  synced: ColumnType<boolean, boolean | undefined, boolean>;
  name: string;
  created_at: Created;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A passkey ceremony's challenge (migration 0033), deleted when it is used. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'login' | 'withdraw';
  /** Whose ceremony it is; null for a sign-in, where the passkey names the user. */
  user_id: number | null;
  stay: ColumnType<boolean, boolean | undefined, boolean>;
  /** The WebAuthn relying party id and origin of the page that asked for it. */
  rp_id: string;
  origin: string;
  /** A registration's: the user handle its options gave the authenticator. */
  user_handle: ColumnType<string | null, string | null | undefined, string | null>;
  /** A confirmation's: the action it confirms (`withdrawalSubject`). */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
