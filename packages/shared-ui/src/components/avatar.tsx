import { useState } from 'react';
import { getInitials } from '../format/index';
import { cx } from '../utils';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  src?: string | null;
  name: string;
  size?: AvatarSize;
  /** Default: "{name}'s avatar". */
  alt?: string;
  className?: string;
}

const SIZES: Record<AvatarSize, string> = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-20 w-20 text-2xl',
};

/** The user's picture, or their initials in a circle when there is none (or it fails to load). */
export function Avatar({ src, name, size = 'md', alt, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  const label = alt ?? `${name}'s avatar`;

  if (src && !failed) {
    return (
      <img
        src={src}
        alt={label}
        onError={() => setFailedSrc(src)}
        className={cx('shrink-0 rounded-full object-cover', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 select-none',
        SIZES[size],
        className,
      )}
    >
      <span aria-hidden="true">{getInitials(name) || '?'}</span>
    </span>
  );
}
