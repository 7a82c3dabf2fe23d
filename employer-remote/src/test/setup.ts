import '@testing-library/jest-dom/vitest';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { stubMessagesServer } from '@portal/shared-data/messages/testing';
import { stubNotificationsServer } from '@portal/shared-data/notifications/testing';
import { HttpResponse } from '@portal/shared-data/testing';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach } from 'vitest';
import { resetSession } from '@portal/shared-auth/testing';
import { api } from './server';
import { setScreenWidth } from './utils';

// This file runs before every test file: the API answers that file's tests.
api.inThisFile();

// One module graph serves all of a worker's files (not isolated): each file starts from a page load's
// session, as a graph of its own would, not from the one the last file left signed in.
resetSession();

// findBy/waitFor wait up to 15 s, a bound that only stops a hang: npm test runs the unit tests at a lower
// CPU priority, beside the build and the browser tests on two cores, and a page that answers in 50 ms
// alone has taken seconds there. A wrong page still fails, later.
configure({ asyncUtilTimeout: 15_000 });

// The header's bell asks for notifications on every page: by default there are none.
beforeEach(() => stubNotificationsServer(api.server));
// The header's Messages link asks for the unread count and opens the live stream: by default there are no
// messages (the messages tests say otherwise with messagesServer).
beforeEach(() => stubMessagesServer(api.server));

// Pages that show the account read it from the server when they open (useRefreshedUser): here the server
// has the account as the test signed it in.
beforeEach(() => {
  api.get(API_PATHS.profile, () => {
    const user = useSessionStore.getState().user;
    return user ?? HttpResponse.json({ message: 'Not authorized' }, { status: 401 });
  });
});

// A wide screen unless a test says otherwise (a phone: setScreenWidth(390)). jsdom has no matchMedia, and
// the Toaster asks it too (prefers-reduced-motion).
beforeEach(() => setScreenWidth(1280));

afterEach(() => {
  cleanup();
  // Toasts live in react-hot-toast's store, not in a page: none is left for the next test.
  toast.remove();
  // Forms keep drafts in sessionStorage (shared-auth's useDraft), the session is in localStorage: every
  // test starts without either.
  sessionStorage.clear();
  localStorage.clear();
});
