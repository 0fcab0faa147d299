import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { clientKey, translator } from '../lib/translator.server.ts';

/** GET: the target languages (`?ui=` names them in that language). POST { text, to, from? }: a translation. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return translator.handle(request, clientKey(request, context));
}

export function action({ request, context }: ActionFunctionArgs) {
  return translator.handle(request, clientKey(request, context));
}
