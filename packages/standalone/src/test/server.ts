// The API the standalone page's sign-in talks to in tests: an MSW server to which a test adds what the
// API answers. Imported by the page's tests, not by the setup: the config and liveness tests hand their
// own fetch to the code they test.
import { startApiServer } from '@portal/shared-data/testing';

export const api = startApiServer();
