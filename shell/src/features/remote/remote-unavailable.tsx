/**
 * What shows in place of a remote's pages when the remote is down, slow to the point of failing, or broke
 * its contract: the rest of the site keeps working, and Try again loads the remote afresh.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="remote-error-title"
      className="mx-auto my-16 max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 id="remote-error-title" className="text-xl font-semibold text-gray-900">
        This part of the site is unavailable
      </h1>
      <p className="mt-2 text-gray-600">
        We couldn&apos;t load this page. Please check your connection and try again.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-lg bg-blue-600 px-5 py-2 font-medium text-white hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
      >
        Try again
      </button>
    </section>
  );
}
