import { Pbkdf2Tool } from './pbkdf2.view.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /pbkdf2: its own route module, so it loads none of the digest pages' code or words. */
export default function Pbkdf2Page() {
  return <Pbkdf2Tool />;
}
