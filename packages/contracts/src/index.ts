export * from './address.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './inquiry.ts';
export * from './messages.ts';
export * from './send.ts';
