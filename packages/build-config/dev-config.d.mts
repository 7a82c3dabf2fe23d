export function devConfig(options: { dir: string; env?: Record<string, string | undefined> }): string;
