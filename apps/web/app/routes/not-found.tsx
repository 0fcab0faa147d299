import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * Any path no route matches: HTTP 404, the same page for every path (the server keeps one per language
 * and serves it for every unknown path, issue 34); the error screen says which path once it has loaded.
 */
export async function loader(_args: LoaderFunctionArgs) {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
