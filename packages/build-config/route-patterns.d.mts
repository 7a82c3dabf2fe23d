export function readRouteModule(file: string): Promise<{ patterns: string[] }>;
