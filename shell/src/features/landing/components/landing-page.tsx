import { readSessionNotice, useHydrated } from '@portal/shared-auth';
import { lazy, Suspense, useState } from 'react';
import { AnalyticsSection } from './analytics-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';

// The notice's UI loads only when there is something to say: most visits to the landing page have none.
const SessionExpiredNotice = lazy(async () => ({
  default: (await import('./session-expired-notice')).SessionExpiredNotice,
}));

/**
 * The landing page. It only reads the session (useAuth); it never calls the API, so nothing here pulls in an
 * HTTP client of its own.
 */
export function LandingPage() {
  // The notice is this tab's (sessionStorage): the server cannot know it, so it shows once the browser has
  // taken the page over.
  const hydrated = useHydrated();
  const [sessionExpired] = useState(() => readSessionNotice() !== null);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        {hydrated && sessionExpired && (
          <Suspense fallback={null}>
            <SessionExpiredNotice />
          </Suspense>
        )}
        <HeroSection />
        <FeaturesSection />
        <AnalyticsSection />
      </main>
      <LandingFooter />
    </div>
  );
}
