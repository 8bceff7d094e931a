import { useEffect, useState } from 'react';
import { RESIZE_WIDTH_THROTTLE_MS } from '../core/constants';
import { trailingThrottle } from '../core/util/throttle';

const portalWidth = () => document.documentElement.clientWidth || window.innerWidth;

/** The width the modal may use (the viewport), re-read at most every 200 ms while the window resizes. */
export function usePortalWidth(): number {
  const [width, setWidth] = useState(portalWidth);
  useEffect(() => {
    const onResize = trailingThrottle(RESIZE_WIDTH_THROTTLE_MS, () => setWidth(portalWidth()));
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return width;
}
