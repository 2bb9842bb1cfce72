import { checkCountedAttempt, PAY_PASSWORD_ATTEMPTS } from '../../db/attempt-limit.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { verifySecret } from '../../lib/secrets.js';
import { users } from '../user/index.js';

/** Five wrong pay passwords lock it for 15 minutes. */
const PAY_PASSWORD_LIMITS = { maxAttempts: 5, lockMs: 15 * 60_000 };

/**
 * Checks the pay password outside the money transaction, so a wrong guess is counted even
 * though the withdrawal is refused; five wrong guesses lock it for 15 minutes. Each guess is
 * counted in one SQL UPDATE before the check, so parallel guesses, on any number of nodes
 * sharing the database, get five checks in all.
 */
export async function checkPayPassword(
  db: Executor,
  userId: number,
  password: string,
): Promise<void> {
  const user = await users.findById(db, userId);
  if (!user) throw new AppError('SESSION_INVALID');
  if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
  const hash = user.pay_password_hash;
  const outcome = await checkCountedAttempt(
    db,
    PAY_PASSWORD_ATTEMPTS,
    userId,
    PAY_PASSWORD_LIMITS,
    () => verifySecret(hash, password),
  );
  if (outcome.lockedUntil) {
    const minutes = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - Date.now()) / 60_000));
    throw new AppError('PAY_PASSWORD_LOCKED', { minutes });
  }
  if (!outcome.passed) throw new AppError('PAY_PASSWORD_WRONG');
}
