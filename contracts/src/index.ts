export * from './constants.js';
export * from './paths.js';
export * from './schemas.js';
export * from './rules.js';
