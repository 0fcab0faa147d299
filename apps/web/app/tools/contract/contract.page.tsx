import { useMessages } from '../../i18n/t.tsx';
import { lazyPart, ToolPart } from '../../shell/tool-part.tsx';
import { useTool } from '../../shell/use-tool.ts';
import { contractMessages } from './contract.messages.ts';
import type { ContractPreset } from './contract.tools.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

// viem and tronweb load only on these routes, each view in its own chunk, a tool part (shell/tool-part.tsx):
// html[data-ready] says "all" once it has hydrated. /abidecoder's and /decodetx's tool hydrates when first
// used (decision 0206), so their view loads then; /contract_evm's when first used or once the page has
// settled (decision 0212).
const views = {
  abi: lazyPart(() => import('./abi.view.tsx')),
  tx: lazyPart(() => import('./tx.view.tsx')),
  console: lazyPart(() => import('./console.view.tsx')),
} as const;

/** /abidecoder, /decodetx and /contract_evm: one page module, the view picked by the route's preset. */
export default function ContractPage() {
  const { preset } = useTool<ContractPreset>();
  const m = useMessages(contractMessages).common;
  const View = views[preset?.view ?? 'abi'];
  return (
    <ToolPart fallback={<p className="text-sm text-slate-600">{m.loadingTool}</p>}>
      <View />
    </ToolPart>
  );
}
