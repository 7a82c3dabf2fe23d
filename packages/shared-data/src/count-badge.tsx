import { useHydrated } from '@portal/shared-auth';

/** What the badge shows: the count, or "9+" past nine (two digits do not fit the 16 px circle). */
export function countText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The red count over a header icon (the bell, Messages): for the eye only, since the icon's accessible
 * name carries the count, in the same words (`countText`): a name must contain the text a control shows,
 * so that someone who speaks what they see (voice control) reaches it. Nothing when there is nothing unread.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
    >
      {countText(count)}
    </span>
  );
}

/**
 * An unread count as a header shows it: none while its part of the page hydrates (the server rendered
 * none, not having asked; that part may hydrate after the rest, once its code has arrived, by which time
 * the count may have come), then the count.
 */
export function useShownCount(count: number | undefined): number {
  return useHydrated() ? (count ?? 0) : 0;
}
