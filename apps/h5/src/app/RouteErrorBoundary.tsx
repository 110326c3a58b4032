import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the screen once it failed; `retry` renders the screen again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the screen renders again, e.g. to load its chunk anew. */
  onRetry: () => void;
  children: ReactNode;
}

/** One per route: a failed screen (or a chunk that did not load) offers a retry, never a blank page. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  declare private readonly retry: () => void;

  constructor(props: Props) {
    super(props);
    // Not class fields: those would cost every page the build target's defineProperty helper.
    this.state = { failed: false };
    this.retry = () => {
      this.props.onRetry();
      this.setState({ failed: false });
    };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
