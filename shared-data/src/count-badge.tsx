/**
 * The red count over a header icon (the bell, Messages): for the eye only, since the icon's accessible
 * name carries the count; nothing when there is nothing unread.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
