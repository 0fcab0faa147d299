import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After game over, keys start a new game only once this long has passed with no key pressed: a player
 * still hammering Space for hard drops must not wipe the final score at once.
 */
const AGAIN_QUIET_MS = 1000;

/**
 * The quiet time after game over: `armAgain()` starts (or restarts) it; `againReady` turns true once it
 * has passed with no key pressed, and only then does a key start a new game.
 */
export function useAgainQuiet() {
  const [againReady, setAgainReady] = useState(false);
  const againReadyRef = useRef(false);
  const againTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const armAgain = useCallback(() => {
    clearTimeout(againTimer.current);
    againReadyRef.current = false;
    setAgainReady(false);
    againTimer.current = setTimeout(() => {
      againReadyRef.current = true;
      setAgainReady(true);
    }, AGAIN_QUIET_MS);
  }, []);
  useEffect(() => () => clearTimeout(againTimer.current), []);
  return { againReady, againReadyRef, armAgain };
}
