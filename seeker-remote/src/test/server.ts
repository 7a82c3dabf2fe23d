// The API the seeker pages talk to in tests: one MSW server for every file (started by ./setup), to which
// a test adds what the API answers (`api.get(API_PATHS.…, reply)`) and reads what it was asked.
import { startApiServer } from '@portal/shared-data/testing';

export const api = startApiServer();
