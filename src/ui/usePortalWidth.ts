import { useEffect, useState } from 'react';
import { RESIZE_WIDTH_THROTTLE_MS } from '../core/constants';

/** The width the modal may use (the viewport), re-read at most every 200 ms while the window resizes. */
export function usePortalWidth(): number {
  const [width, setWidth] = useState(() => document.documentElement.clientWidth || window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      timer ??= setTimeout(() => {
        timer = null;
        setWidth(document.documentElement.clientWidth || window.innerWidth);
      }, RESIZE_WIDTH_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return width;
}
