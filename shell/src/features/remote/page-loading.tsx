/** Shown on a cold load while the remote that owns the URL is found and loaded. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-600">
      <span
        aria-hidden="true"
        className="mr-3 h-6 w-6 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
      />
      Loading...
    </div>
  );
}
