export * from './common';
export * from './auth';
export * from './openings';
export * from './realtime';
export * from './staff';
export * from './support';
export * from './freeBoxes';
export * from './payments';
