import '@testing-library/jest-dom/vitest';
import type { RecommendationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { cleanup, configure } from '@testing-library/react';
import { stubMessagesServer } from '@portal/shared-data/messages/testing';
import { stubNotificationsServer } from '@portal/shared-data/notifications/testing';
import { apiError } from '@portal/shared-data/testing';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '@portal/shared-auth/testing';
import { api } from './server';

// This file runs before every test file: the API answers that file's tests.
api.inThisFile();

// One module graph serves all of a worker's files (not isolated): each file starts from a page load's
// session, as a graph of its own would, not from the one the last file left signed in.
resetSession();

// findBy/waitFor wait up to 15 s, a bound that only stops a hang: npm test runs the unit tests at a lower
// CPU priority, beside the build and the browser tests on two cores, and a page that answers in 50 ms
// alone has taken seconds there. A wrong page still fails, later.
configure({ asyncUtilTimeout: 15_000 });

// Pages that show the account read it from the server when they open (useRefreshedUser): here the server
// has the account as the test signed it in.
beforeEach(() => {
  api.get(API_PATHS.profile, () => useSessionStore.getState().user ?? apiError(401, 'Not authorized'));
});

// The seeker header's bell asks for notifications on every signed-in page: by default there are none (the
// notification tests say otherwise with notificationsServer).
beforeEach(() => stubNotificationsServer(api.server));
// The header's Messages link asks for the unread count and opens the live stream: by default there are no
// messages (the messages tests say otherwise with messagesServer).
beforeEach(() => stubMessagesServer(api.server));

// Pages that show "Recommended for you" ask for it: by default there is nothing to recommend.
beforeEach(() => {
  api.get<RecommendationsReply>(API_PATHS.recommendations, { jobs: [], reasons: [] });
});

// jsdom lacks matchMedia (react-hot-toast asks for prefers-reduced-motion).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  localStorage.clear();
  // Forms keep drafts in sessionStorage (shared-auth's useDraft): every test starts without one.
  sessionStorage.clear();
});
