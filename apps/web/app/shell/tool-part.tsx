import {
  type ComponentType,
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { ScopedSuspense } from './later.tsx';
import { holdReady } from './ready.ts';

// A tool part: a tool's view that can be live after the shell, because its module loads after the page
// (a chain's or a contract view's chunk). Its `ToolPart` holds html[data-ready] at "shell" (shell/ready.ts,
// decision 0197) from its own hydration until the view, loaded through `lazyPart`, has rendered. The
// `Later` parts inside the view that hydrate with the page are the shell's (shell/later.tsx).

/** Called by a part's view once it has rendered (hydrated, or mounted on a client navigation). */
const PartLive = createContext<() => void>(() => {});

function Live({ children }: { children: ReactElement }) {
  const live = useContext(PartLive);
  useEffect(live, []);
  return children;
}

/**
 * A view loaded lazily (React's `lazy`) as a tool part: it says so to its `ToolPart` once it has rendered.
 * Only the loaded module can say that: a component around a suspended view renders, and on Preact runs its
 * effects, before the view has come.
 */
export function lazyPart(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().then(({ default: View }) => ({
      default: () => (
        <Live>
          <View />
        </Live>
      ),
    })),
  );
}

/**
 * The Suspense boundary (ScopedSuspense, with `fallback`) of a view loaded with `lazyPart` (`children`),
 * holding html[data-ready] at "shell" until the view has rendered.
 */
export function ToolPart({ fallback, children }: { fallback: ReactNode; children: ReactElement }) {
  /** The view has rendered: nothing to hold (its effect runs before this component's when it came first). */
  const live = useRef(false);
  const release = useRef<(() => void) | null>(null);
  const onLive = useCallback(() => {
    live.current = true;
    release.current?.();
  }, []);
  useEffect(() => {
    if (live.current) return;
    const done = holdReady();
    release.current = done;
    return () => {
      release.current = null;
      done();
    };
  }, []);
  return (
    <PartLive.Provider value={onLive}>
      <ScopedSuspense fallback={fallback}>{children}</ScopedSuspense>
    </PartLive.Provider>
  );
}
