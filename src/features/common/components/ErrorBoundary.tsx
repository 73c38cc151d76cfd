import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The fallback view loads only when something failed: the boundary sits on /login, whose budget is 120 KB.
const ErrorFallback = lazy(() => import('./ErrorFallback.tsx').then((m) => ({ default: m.ErrorFallback })));

export interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  showDetails?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorFallback
          error={this.state.error}
          showDetails={this.props.showDetails ?? false}
          onRetry={() => this.setState({ error: null, failed: false })}
        />
      </Suspense>
    );
  }
}
