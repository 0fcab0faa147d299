import { useMatches } from 'react-router';
import { baseRouteId } from '../i18n/locales.ts';
import { toolById } from '../tools/registry.ts';
import type { ToolDescriptor } from '../tools/types.ts';

/**
 * The descriptor of the tool whose route matched. Shared page modules read their typed preset from it
 * (React Router gives every tool route the tool id as its route id, with a language prefix in the
 * prefixed copies); nothing parses the URL.
 */
export function useTool<Preset = unknown>(): ToolDescriptor<Preset> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    const tool = m && toolById(baseRouteId(m.id));
    if (tool) return tool as ToolDescriptor<Preset>;
  }
  throw new Error('useTool() used outside a tool route');
}
