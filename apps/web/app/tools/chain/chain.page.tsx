import { lazy } from 'react';
import { useMessages } from '../../i18n/t.tsx';
import { ScopedSuspense } from '../../shell/later.tsx';
import { useTool } from '../../shell/use-tool.ts';
import { chainMessages } from './chain.messages.ts';
import type { ChainPreset } from './chain.tools.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

// Each chain's library (@ton/core, the XRPL codecs, the Cardano helpers) loads only on its own route.
const views = {
  ton: lazy(() => import('./ton.view.tsx')),
  xrp: lazy(() => import('./xrp.view.tsx')),
  ada: lazy(() => import('./ada.view.tsx')),
  tron: lazy(() => import('./tron.view.tsx')),
} as const;

/** /tontools, /xrptools, /adatools and /trontools: one page module, the chain picked by the route's preset. */
export default function ChainPage() {
  const { preset } = useTool<ChainPreset>();
  const m = useMessages(chainMessages).common;
  const View = views[preset?.chain ?? 'ton'];
  return (
    <ScopedSuspense fallback={<p className="text-sm text-slate-600">{m.loadingTool}</p>}>
      <View />
    </ScopedSuspense>
  );
}
