// Module resolution hook for the production server: every import of React resolves to Preact's
// compatibility layer, so the server renders with the same library the browser build hydrates with
// (vite.config.ts aliases the browser build the same way). Decision 0006.
const toPreact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/server': 'preact/compat/server',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export async function resolve(specifier, context, nextResolve) {
  const target = toPreact[specifier];
  // Resolved from here: the site depends on Preact, the libraries that import React do not.
  if (target) return nextResolve(target, { ...context, parentURL: import.meta.url });
  return nextResolve(specifier, context);
}
