import { Component, ErrorInfo, ReactNode } from 'react';
import { describeError } from './route-error';

/** The fallback of docs/product.md §2: "Unexpected Application Error!" with the status or the message. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  return (
    <div className="error-fallback" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-fallback__detail">{describeError(error)}</p>
      <p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </p>
    </div>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Wraps every hydrated island (and whole-page islands such as /start). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Preact passes no component stack (only React does).
    console.error('Unexpected Application Error!', error, info.componentStack ?? '');
    if (typeof document !== 'undefined') document.title = 'Unexpected Application Error!';
  }

  override render() {
    if (this.state.failed) return <UnexpectedErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
