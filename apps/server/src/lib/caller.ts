import type { UserRow } from '../db/database.js';

/** Who is asking: the user behind a live session, and that session (a logout ends only it). */
export interface Caller {
  user: UserRow;
  sessionId: number;
}
