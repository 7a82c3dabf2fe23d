import { AnalyticsSection } from './analytics-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { SessionExpiredNotice } from './session-expired-notice';

/**
 * The landing page. It only reads the session (useAuth); it never calls the API, so nothing here pulls in an
 * HTTP client of its own.
 */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader />
      <main id="main-content" className="flex-1">
        <SessionExpiredNotice />
        <HeroSection />
        <FeaturesSection />
        <AnalyticsSection />
      </main>
      <LandingFooter />
    </div>
  );
}
