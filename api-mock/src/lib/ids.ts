import { randomBytes } from 'node:crypto';

/** A new public id: 24 lower-case hex characters (the shape of a MongoDB ObjectId). */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();
