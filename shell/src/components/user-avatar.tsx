import { useState } from 'react';

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-20 w-20 text-2xl' } as const;

interface UserAvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
}

/**
 * The user's picture, or the first letter of the name on a brand circle (SPEC §2 landing header: "avatar
 * (or the initial of the name)"). Falls back to the initial when the image fails to load.
 */
export function UserAvatar({ name, src, size = 'md' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={`${name}'s avatar`}
        onError={() => setFailed(src)}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white ring-2 ring-white`}
    >
      <span aria-hidden="true">{initial}</span>
    </span>
  );
}
