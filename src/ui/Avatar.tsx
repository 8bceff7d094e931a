import { useState } from 'react';
import { avatarUrl } from '../core/account/md5';
import { member } from '../state/store';

type AvatarState = 'loading' | 'loaded' | 'fallback';

/**
 * The member's picture (part 1 §4 avatar states): their profile image, else the public avatar service by
 * e-mail hash (404 when none), else a silhouette drawn here, so a blocked image never leaves a broken icon.
 */
export function Avatar({ size = 40 }: { size?: number }) {
  const m = member.value;
  const src = m ? m.profileImageUrl || avatarUrl(m.email, '404') : null;
  const [state, setState] = useState<{ src: string | null; value: AvatarState }>({ src, value: 'loading' });
  const current = state.src === src ? state.value : 'loading';
  if (state.src !== src) setState({ src, value: 'loading' });
  const box = { width: `${size}px`, height: `${size}px` };
  return (
    <span className="avatar" data-state={current} style={box} aria-hidden="true">
      {src && current !== 'fallback' && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          onLoad={() => setState({ src, value: 'loaded' })}
          onError={() => setState({ src, value: 'fallback' })}
        />
      )}
      {(!src || current !== 'loaded') && (
        <svg viewBox="0 0 24 24" width={size} height={size} className="silhouette">
          <circle cx="12" cy="9" r="4.5" />
          <path d="M3 22c0-5 4-8 9-8s9 3 9 8z" />
        </svg>
      )}
    </span>
  );
}
