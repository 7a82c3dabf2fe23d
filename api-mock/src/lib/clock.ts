/**
 * "Now" for the parts of the API whose answers depend on it (dashboard windows, the per-day series, the
 * seed's relative dates) and for the timestamps those parts write (applications, status changes, notes,
 * notifications). Injected through `buildApp({ clock })` so tests can fix it.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const isoNow = (clock: Clock): string => new Date(clock()).toISOString();
