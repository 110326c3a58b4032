import { Component, type ReactNode } from 'react';

interface LayerFailureProps {
  open: boolean;
  /** True when the failure was answered here; false passes it on to the screen's error. */
  onFailure: () => boolean;
  children: ReactNode;
}

interface LayerFailureState {
  failed: boolean;
  error?: unknown;
  passOn: boolean;
}

/**
 * Holds what a layer's code failing to come throws (its own chunk, or one a layer inside it
 * fetches), so the screen under it stays: `onFailure` says so instead, and the layer renders
 * nothing until it opens again, when its code is asked for anew. A failure `onFailure` does not
 * answer goes on to the screen's error, and its reload.
 */
export class LayerFailure extends Component<LayerFailureProps, LayerFailureState> {
  // Set in the constructor: a class field costs every page the build target's defineProperty helper.
  constructor(props: LayerFailureProps) {
    super(props);
    this.state = { failed: false, passOn: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<LayerFailureState> {
    return { failed: true, error };
  }

  override componentDidCatch() {
    if (!this.props.onFailure()) this.setState({ passOn: true });
  }

  override componentDidUpdate(previous: LayerFailureProps) {
    if (this.state.failed && this.props.open && !previous.open) {
      this.setState({ failed: false, passOn: false });
    }
  }

  override render() {
    if (this.state.passOn) throw this.state.error;
    return this.state.failed ? null : this.props.children;
  }
}
