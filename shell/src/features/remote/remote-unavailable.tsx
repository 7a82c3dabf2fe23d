import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Human name of the part of the site, e.g. "job search". */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a remote that failed to load or threw while rendering; offers a retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.area} area failed:`, error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
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
          We couldn&apos;t load the {this.props.area}. Please check your connection and try again.
        </p>
        <button
          type="button"
          onClick={this.retry}
          className="mt-6 rounded-lg bg-blue-600 px-5 py-2 font-medium text-white hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
        >
          Try again
        </button>
      </section>
    );
  }
}
