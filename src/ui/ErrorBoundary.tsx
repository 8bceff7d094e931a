import { Component, Fragment, type ContextType, type ReactNode } from 'react';
import { afterCrash, crashLogLine } from '../core/shell/retrySchedule';
import { ServicesContext } from './services';
import { shellText as t } from '../shell/t';

interface Props {
  /** The screen or section, shown in 'Sorry, something went wrong in {name}.' and in the log. */
  name: string;
  /** Class of the crash text's box, so a floating part keeps its place on the page. */
  className?: string;
  children: ReactNode;
}

interface State {
  name: string;
  crashed: boolean;
  gaveUp: boolean;
  crashes: number;
  /** Bumped on each retry: a new key re-mounts the subtree from scratch. */
  generation: number;
}

const fresh = (name: string, generation: number): State => ({ name, crashed: false, gaveUp: false, crashes: 0, generation });

/**
 * Error boundary of part 1 §4: a crashed subtree shows 'Error, reinitializing...' and re-mounts after the next
 * delay of the schedule; after the last one it shows 'Sorry, something went wrong in {name}.' with a refresh
 * button (§8). Render and effect errors stop here, so they never reach the host page.
 */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = ServicesContext;
  declare context: ContextType<typeof ServicesContext>;

  override state: State = fresh(this.props.name, 0);
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the subtree last (re)mounted: the stable period is counted from there. */
  private mountedAt = Date.now();

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  /** Another screen in the same place is another subtree: its crashes start from zero. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.name === state.name ? null : fresh(props.name, state.generation + 1);
  }

  override componentDidCatch(error: unknown): void {
    const decision = afterCrash(this.state.crashes, Date.now() - this.mountedAt);
    const { crashes, delay } = decision;
    this.context?.runtime.logger.log('ERROR', 'ERROR_BOUNDARY', crashLogLine(this.props.name, decision), error);
    clearTimeout(this.timer);
    if (delay === null) {
      this.setState({ crashed: true, gaveUp: true, crashes });
      return;
    }
    this.setState({ crashed: true, crashes });
    this.timer = setTimeout(() => {
      this.mountedAt = Date.now();
      this.setState((s) => ({ crashed: false, generation: s.generation + 1 }));
    }, delay);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.name === this.props.name) return;
    clearTimeout(this.timer); // a retry pending for the previous subtree
    this.mountedAt = Date.now();
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  override render() {
    const { crashed, gaveUp, generation } = this.state;
    const { name, className } = this.props;
    if (!crashed) return <Fragment key={generation}>{this.props.children}</Fragment>;
    if (!gaveUp) {
      return (
        <div className={className ? `crash ${className}` : 'crash'} role="status" data-crash={name}>
          {t('reinitializing')}
        </div>
      );
    }
    return (
      <div className={className ? `crash ${className}` : 'crash'} role="alert" data-crash={name}>
        <p>{t('crashed', { name })}</p>
        <button type="button" className="btn" onClick={() => location.reload()}>
          {t('refresh')}
        </button>
      </div>
    );
  }
}
