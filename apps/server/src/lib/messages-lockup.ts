/** Messages of lock-up mining (#17), in the eight languages. */
export const LOCKUP_MESSAGES = {} as const;
