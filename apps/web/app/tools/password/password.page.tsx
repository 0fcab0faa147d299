import { useTool } from '../../shell/use-tool.ts';
import type { PasswordPreset } from './password.preset.ts';
import { HashView } from './password.view.tsx';
import { VerifyView } from './verify.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** The one page behind /bcrypt, /scrypt and /argon2: hash with the route's scheme, verify any of them. */
export default function PasswordPage() {
  const tool = useTool<PasswordPreset>();
  const preset = tool.preset;
  if (!preset) throw new Error(`password tool ${tool.id} has no preset`);
  return (
    <div key={tool.id}>
      <HashView preset={preset} />
      <VerifyView scheme={preset.scheme} />
    </div>
  );
}
