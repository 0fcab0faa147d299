import { BcryptPbkdfTool } from './bcrypt-pbkdf.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /bcryptpbkdf: its own route module, so it loads none of the digest pages' code or words. */
export default function BcryptPbkdfPage() {
  return <BcryptPbkdfTool />;
}
