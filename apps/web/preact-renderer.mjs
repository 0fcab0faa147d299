// Module resolution hook for the production server: every import of React resolves to Preact's
// compatibility layer, so the server renders with the same library the browser build hydrates with
// (vite.config.ts aliases the browser build from the same table). Decision 0006.
import toPreact from './preact-aliases.json' with { type: 'json' };

export async function resolve(specifier, context, nextResolve) {
  const target = toPreact[specifier];
  // Resolved from here: the site depends on Preact, the libraries that import React do not.
  if (target) return nextResolve(target, { ...context, parentURL: import.meta.url });
  return nextResolve(specifier, context);
}
