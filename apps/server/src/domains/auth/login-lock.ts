import { AppError } from '../../lib/app-error.js';

/** The LOGIN_LOCKED error for a lock ending at `until` (password, two-factor, operator). */
export function loginLocked(until: Date): AppError {
  return new AppError('LOGIN_LOCKED', {
    minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)),
  });
}
