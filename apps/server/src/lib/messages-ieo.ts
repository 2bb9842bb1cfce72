/** Messages of IEO subscriptions (#17), in the eight languages. */
export const IEO_MESSAGES = {} as const;
