import { useMessages } from '../../i18n/t.tsx';
import { lazyPart, ToolPart } from '../../shell/tool-part.tsx';
import { useTool } from '../../shell/use-tool.ts';
import { chainMessages } from './chain.messages.ts';
import type { ChainPreset } from './chain.tools.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

// Each chain's library (@ton/core, the XRPL codecs, the Cardano helpers) loads only on its own route; the
// view is a tool part (shell/tool-part.tsx): html[data-ready] says "all" once it has hydrated. The tool
// hydrates when first used (decision 0206), so the view and its library load then, not with the page.
const views = {
  ton: lazyPart(() => import('./ton.view.tsx')),
  xrp: lazyPart(() => import('./xrp.view.tsx')),
  ada: lazyPart(() => import('./ada.view.tsx')),
  tron: lazyPart(() => import('./tron.view.tsx')),
} as const;

/** /tontools, /xrptools, /adatools and /trontools: one page module, the chain picked by the route's preset. */
export default function ChainPage() {
  const { preset } = useTool<ChainPreset>();
  const m = useMessages(chainMessages).common;
  const View = views[preset?.chain ?? 'ton'];
  return (
    <ToolPart fallback={<p className="text-sm text-slate-600">{m.loadingTool}</p>}>
      <View />
    </ToolPart>
  );
}
