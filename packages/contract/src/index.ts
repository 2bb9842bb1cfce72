export * from './errors.js';
export * from './envelope.js';
export * from './constants.js';
export * from './money.js';
export * from './format.js';
export * from './validators.js';
export * from './auth.js';
export * from './area-codes.js';
