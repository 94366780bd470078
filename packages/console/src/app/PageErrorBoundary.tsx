import { Alert, Button } from '@vending/ui';
import { Component, type ReactNode } from 'react';
import { forgetFailedLoads, PageLoadError } from './retryableLazy';

interface Props {
  title: string;
  /** What to say when the page's code could not be fetched (instead of the browser's words). */
  loadFailedText: string;
  retryText: string;
  children: ReactNode;
}

/**
 * A page that throws while rendering shows what went wrong and a retry, instead of blanking the
 * console. A page whose code could not be fetched (offline) is fetched again by the retry.
 */
export class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('A page failed to render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="error"
        title={this.props.title}
        description={this.state.error instanceof PageLoadError ? this.props.loadFailedText : this.state.error.message}
        action={
          <Button
            variant="link"
            onClick={() => {
              forgetFailedLoads();
              this.setState({ error: null });
            }}
          >
            {this.props.retryText}
          </Button>
        }
      />
    );
  }
}
