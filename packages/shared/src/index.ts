export * from './api-envelope.ts';
export * from './constants.ts';
export * from './enlistment.ts';
export * from './html.ts';
export * from './messages.ts';
export * from './pictures.ts';
export * from './validation.ts';
export * from './support.ts';
