import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPanel } from './error-panel';

export interface RouteErrorBoundaryProps {
  children?: ReactNode;
  /** Custom error view; defaults to ErrorPanel with 'Try again' (and 'Reload' for chunk errors). */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Reported once per caught error (e.g. to logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When any of these change (e.g. the location's pathname) a caught error is cleared. */
  resetKeys?: readonly unknown[];
  /** Called after 'Try again' before re-rendering the children. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/**
 * Catches render errors of a page region and shows the error panel in its place, keeping the
 * surrounding layout usable. 'Try again' re-renders the children; navigating (resetKeys) clears it.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: RouteErrorBoundaryProps) {
    if (this.state.hasError && changed(prev.resetKeys, this.props.resetKeys)) this.setState({ error: null, hasError: false });
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    return fallback ? fallback({ error: this.state.error, reset: this.reset }) : <ErrorPanel error={this.state.error} onRetry={this.reset} />;
  }
}

/**
 * For a React Router route's `errorElement` / `ErrorBoundary`: shows the route's error (loader,
 * action or render) in the error panel; 'Try again' re-runs the route by reloading its data.
 */
export function RouteErrorPage({ onRetry }: { /** Default: reloads the page. */ onRetry?: () => void }) {
  const error = useRouteError();
  return <ErrorPanel error={error} onRetry={onRetry ?? (() => window.location.reload())} />;
}
