import { BriefcaseIcon } from '../../../components/icons';
import { BRAND_NAME } from '../../../components/brand-link';

/** Footer with the current year (SPEC §2). */
export function LandingFooter({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-10 text-center sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 text-lg font-bold text-white">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-600">
            <BriefcaseIcon className="h-4 w-4" />
          </span>
          {BRAND_NAME}
        </p>
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
