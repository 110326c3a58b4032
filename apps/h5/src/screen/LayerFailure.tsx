import { Component, type ReactNode } from 'react';

interface LayerFailureProps {
  open: boolean;
  onFailure: () => void;
  children: ReactNode;
}

interface LayerFailureState {
  failed: boolean;
}

/**
 * Holds what a layer's code failing to come throws (its own chunk, or one a layer inside it
 * fetches), so the screen under it stays: `onFailure` says so instead, and the layer renders
 * nothing until it opens again, when its code is asked for anew.
 */
export class LayerFailure extends Component<LayerFailureProps, LayerFailureState> {
  // Set in the constructor: a class field costs every page the build target's defineProperty helper.
  constructor(props: LayerFailureProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): LayerFailureState {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override componentDidUpdate(previous: LayerFailureProps) {
    if (this.state.failed && this.props.open && !previous.open) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
