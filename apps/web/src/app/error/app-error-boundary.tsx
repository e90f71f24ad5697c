import { Component, Fragment, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
  hasError: boolean;
  /** Changing the key remounts the children, which is what "Try Again" means here. */
  attempt: number;
}

/** The last line of defence above the router: anything that escapes it lands here. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, hasError: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
