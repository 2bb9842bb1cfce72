/** Messages of invest (dual) (#17), in the eight languages. */
export const INVEST_MESSAGES = {} as const;
