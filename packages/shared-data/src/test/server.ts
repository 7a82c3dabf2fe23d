// The API shared-data's components talk to in tests: one MSW server for every file (started by ./setup).
import { startApiServer } from '../testing/api-server';

export const api = startApiServer();
