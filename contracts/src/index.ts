export * from './constants.js';
export * from './paths.js';
export * from './schemas.js';
export * from './applications.js';
export * from './notifications.js';
export * from './rules.js';
export * from './mail.js';
export * from './alerts.js';
