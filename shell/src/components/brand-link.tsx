import { Link } from 'react-router-dom';
import { BriefcaseIcon } from './icons';

export const BRAND_NAME = 'JobPortal';

/** The brand mark: a link home with the product name (the landing header and the auth pages). */
export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 ${
        inverted
          ? 'text-white focus-visible:ring-white focus-visible:ring-offset-blue-700'
          : 'text-gray-900 focus-visible:ring-blue-600'
      }`}
    >
      <span
        className={`flex h-9 w-9 items-center justify-center rounded-lg ${inverted ? 'bg-white/15 text-white' : 'bg-blue-600 text-white'}`}
      >
        <BriefcaseIcon className="h-5 w-5" />
      </span>
      {BRAND_NAME}
    </Link>
  );
}
