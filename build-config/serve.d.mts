import type { Server } from 'node:http';

export function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  config?: object | null;
  log?: boolean;
}): Promise<Server>;
