import { useCallback, useState } from 'react';

/**
 * Hands an error caught outside rendering (a worker's reply, an event handler) to the tool's error
 * boundary: the returned function stores it and the next render throws it. Only for bugs; bad input
 * is an EngineError and gets its message beside the field.
 */
export function useRethrow(): (error: unknown) => void {
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const rethrow = useCallback((error: unknown) => setBug({ error }), []);
  if (bug) throw bug.error;
  return rethrow;
}
