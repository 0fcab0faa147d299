import { data, type LoaderFunctionArgs } from 'react-router';

/** Any path no route matches: HTTP 404 with the path, shown by the error screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
