import { useLayoutEffect, useRef } from 'react';
import { avatarSource } from '../core/account/md5';
import { member } from '../state/store';
import { showAvatar } from '../shell/avatar';

/** The member's picture on a screen: drawn as the member button draws it (shell/avatar.ts), at `size` px. */
export function Avatar({ size = 40 }: { size?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const m = member.value;
  const src = m ? avatarSource(m) : null;
  useLayoutEffect(() => {
    if (ref.current) showAvatar(ref.current, src, size);
  }, [src, size]);
  // Its size, hidden state and content are showAvatar's, before the first paint (a layout effect).
  return <span ref={ref} className="avatar" />;
}
