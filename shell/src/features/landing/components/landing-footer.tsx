import { BrandMark } from '@portal/shared-ui/brand';
import { BRAND_NAME, CONTAINER } from '@portal/shared-ui/tokens';

/** Footer with the current year. */
export function LandingFooter({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className={`${CONTAINER} flex flex-col items-center gap-4 py-10 text-center`}>
        <BrandMark inverted />
        <p className="max-w-md text-sm text-gray-400">
          Connecting talented professionals with innovative companies worldwide.
        </p>
        <p className="text-sm text-gray-400">
          &copy; {now.getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
