// Prints the ids of tools that load chain libraries (exempt from the JavaScript budget), from the registry.
import { tools } from '../apps/web/app/tools/registry.ts';

console.log(JSON.stringify(tools.filter((t) => t.heavy).map((t) => t.id)));
