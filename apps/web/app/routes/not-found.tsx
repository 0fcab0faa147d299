import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * Any path no route matches: HTTP 404 with the path alone, which the error screen puts into a
 * sentence in the visitor's language (so a language switch on this screen changes it too).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  throw data(pathname, { status: 404 });
}

export default function NotFound() {
  return null;
}
