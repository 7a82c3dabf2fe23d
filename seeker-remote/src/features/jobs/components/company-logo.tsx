import { useState } from 'react';

const SIZES = { md: 'h-12 w-12 text-lg', lg: 'h-16 w-16 text-2xl' } as const;

/** The company logo, or the company's initial when there is none (or it fails to load). */
export function CompanyLogo({
  src,
  company,
  size = 'md',
}: {
  src?: string;
  company: string;
  size?: keyof typeof SIZES;
}) {
  const [broken, setBroken] = useState(false);
  const initial = company.trim().charAt(0).toUpperCase() || '?';
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={`${company} logo`}
        loading="lazy"
        onError={() => setBroken(true)}
        className={`${SIZES[size]} shrink-0 rounded-lg border border-gray-100 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${company} logo`}
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-lg bg-brand-50 font-semibold text-brand-700`}
    >
      {initial}
    </span>
  );
}
