import { type ReactNode, Suspense, useId, useState } from 'react';

/** What Preact keeps on a component and its vnode that this module reads (preact 11.2.0, its hooks). */
interface PreactComponent {
  /** The component's vnode. */
  __v?: { __m?: [string | number, number] };
}

/**
 * Starts a count of ids (`useId`) of its own for everything rendered inside it.
 *
 * React's `useId` names a component by its place in the tree. Preact's counts, per root, in the order
 * components first render: the server renders a page in tree order, but the browser renders what is
 * inside a boundary that waited (a `Later` part, a lazily loaded view) when it is ready, so the ids
 * inside it depended on what happened to load first, and sometimes differed from the server's. A control
 * then read nothing typed before hydration (decision 0149), or a hint named an id no element had
 * (e2e/islands.e2e.ts found it on /crc32c). Preact's `useId` counts from the nearest vnode that has a
 * counter (`__m`), so this component gives its own vnode one, named after its own id in its parent's
 * count: it renders where its parent renders, so its name is the same on both sides, and what is inside
 * counts from zero, in tree order on the server and in the order it renders in the browser, which within
 * one boundary is the same. On React, which needs none of this, it only takes an id.
 */
function IdScope(this: PreactComponent | undefined, { children }: { children: ReactNode }) {
  const id = useId();
  // One counter for the life of the scope: each render gets a new vnode, and a part that mounts later (a
  // field that appears once an address is valid) must count on from the ids already given, not reuse them.
  const [counter] = useState<[string, number]>(() => [id.replace(/^P/, '').replace(/\W/g, '_'), 0]);
  const vnode = import.meta.env.PREACT ? this?.__v : undefined;
  if (vnode) vnode.__m = counter;
  return children;
}

/**
 * A Suspense boundary whose contents count their ids from the boundary (IdScope): use it for every
 * boundary whose contents can render later in the browser than on the server.
 */
export function ScopedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <IdScope>
      <Suspense fallback={fallback}>{children}</Suspense>
    </IdScope>
  );
}
