export * from './common';
export * from './openings';
