import { useCallback, useEffect, useRef, useState } from 'react';
import { inactivityCountdownMs, inactivityMs } from '../../../lib/kiosk-config';
import { navigate, ROUTES } from '../../../lib/navigation';
import { endSession } from '../../../state/customer-session';
import { useInactivityPaused } from '../../../state/inactivity-pause';
import { countdownSeconds } from '../utils/countdown';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The session ends: the cart is cleared and the kiosk returns to its welcome screen. */
function endCustomerSession() {
  endSession();
  navigate(ROUTES.welcome, { replace: true });
}

/**
 * "Are you still there?": `asking` after the inactivity time without a touch (not while a screen
 * pauses it), then `secondsLeft` counts down to the end of the session. `stillHere` starts the
 * wait again, `startOver` ends the session at once.
 */
export function useInactivityQuestion() {
  const paused = useInactivityPaused();
  const [asking, setAsking] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const askingRef = useRef(false);
  askingRef.current = asking;

  const arm = useCallback(() => {
    if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      setSecondsLeft(countdownSeconds(inactivityCountdownMs()));
      setAsking(true);
    }, inactivityMs());
  }, []);

  useEffect(() => {
    if (paused) {
      if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
      setAsking(false);
      return;
    }
    arm();
    // while the question is up only its buttons answer it
    const onActivity = () => {
      if (!askingRef.current) arm();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [paused, arm]);

  useEffect(() => {
    if (!asking) return;
    if (secondsLeft <= 0) {
      setAsking(false);
      endCustomerSession();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [asking, secondsLeft]);

  const stillHere = () => {
    setAsking(false);
    arm();
  };
  const startOver = () => {
    setAsking(false);
    endCustomerSession();
  };

  return { asking, secondsLeft, stillHere, startOver };
}
