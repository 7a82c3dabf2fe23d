// The API the shell's pages talk to in tests: an MSW server to which a test adds what the API answers
// (`api.post(API_PATHS.…, reply)`) and reads what it was asked. Imported by the files that render pages
// calling the API, not by the package's setup: the rendering server's tests answer real requests on real
// ports, which no handler here should see.
import { startApiServer } from '@portal/shared-data/testing';

export const api = startApiServer();
