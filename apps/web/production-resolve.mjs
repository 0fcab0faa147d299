// Module resolution hook for the production server: React Router's package sends Node (its "node" and
// "import" export conditions) to its development build whatever NODE_ENV says, so the server ran the
// development build's checks and warnings on every render (issue 34). Its entry modules resolve here to
// the production build's, which has the same files beside them; everything that imports React Router
// (the server build, @react-router/node and /express) gets the one production copy.
const DEV = '/node_modules/react-router/dist/development/';
const PROD = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (resolved.url.includes(DEV)) return { ...resolved, url: resolved.url.replace(DEV, PROD) };
  return resolved;
}
