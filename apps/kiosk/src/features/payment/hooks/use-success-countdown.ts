import { SUCCESS_SCREEN_SECONDS } from '@kiosk/contracts';
import { useEffect, useRef, useState } from 'react';
import { getSuccessScreenSeconds } from '../api/get-success-screen-seconds';
import { secondsLeft } from '../utils/payment-view';

/**
 * The success screen's closing: `onDone` after the success_screen_seconds setting from when it was
 * shown, unless a tap or key anywhere held it open. `left`: whole seconds to go, for the countdown.
 */
export function useSuccessCountdown(onDone: () => void): { seconds: number; held: boolean; left: number } {
  const [seconds, setSeconds] = useState<number>(SUCCESS_SCREEN_SECONDS.default);
  const [held, setHeld] = useState(false);
  const shownAt = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let live = true;
    void getSuccessScreenSeconds().then((value) => {
      if (live) setSeconds(value);
    });
    return () => {
      live = false;
    };
  }, []);

  // any tap on the screen keeps it open
  useEffect(() => {
    if (held) return;
    const hold = () => setHeld(true);
    window.addEventListener('pointerdown', hold, { capture: true });
    window.addEventListener('keydown', hold, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', hold, { capture: true });
      window.removeEventListener('keydown', hold, { capture: true });
    };
  }, [held]);

  useEffect(() => {
    if (held) return;
    const end = shownAt.current + seconds * 1000;
    const close = setTimeout(() => done.current(), Math.max(0, end - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => {
      clearTimeout(close);
      clearInterval(tick);
    };
  }, [held, seconds]);

  return { seconds, held, left: secondsLeft(shownAt.current, seconds, now) };
}
