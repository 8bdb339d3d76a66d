export * from './constants';
export * from './money';
export * from './price-range';
export * from './order-status';
export * from './api';
export * from './validation/limits';
export * from './validation/messages';
export * from './validation/rules';
