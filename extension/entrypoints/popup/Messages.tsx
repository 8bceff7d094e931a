/**
 * The popup's one message: what the last action is doing or did. A new action replaces it (progress, then its
 * outcome), so an old line never stays beside a new one. Progress and outcomes are read out politely by the status
 * region; what went wrong by the alert region. Both regions are always in the page (empty when unused), so a screen
 * reader hears each new text as it is set.
 */
export type Tone = 'progress' | 'ok' | 'warning' | 'error';
export type Message = { tone: Tone; text: string } | null;
export type Say = (message: Message) => void;

export function Messages({ message }: { message: Message }) {
  const status = message && message.tone !== 'error' ? message : null;
  return (
    <div className="messages">
      <p className="status" role="status" aria-live="polite" data-tone={status?.tone}>
        {status?.text ?? ''}
      </p>
      <p className="alert" role="alert">
        {message?.tone === 'error' ? message.text : ''}
      </p>
    </div>
  );
}
