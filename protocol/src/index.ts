export * from './ack';
export * from './constants';
export * from './dto';
export * from './errors';
export * from './events';
export * from './fairness';
export * from './odds';
export * from './rooms';
