import { RecipeTool } from './recipe.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /recipe: its own route module; every step runs in the page's worker (recipe.worker.ts). */
export default function Page() {
  return <RecipeTool />;
}
