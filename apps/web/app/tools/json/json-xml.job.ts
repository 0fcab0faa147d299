import { type JsonValue, jsonToXml, xmlToJson } from '@tinkerbox/engine/json';
import type { XmlJobOptions } from './json-more.protocol.ts';

// Loaded by the companions' worker with import() the first time XML is read or written, so the XML
// parser (@rgrove/parse-xml) costs nothing to JSONPath, diff and the other formats.

const DEFAULTS: XmlJobOptions = {
  attributes: '@_',
  textKey: '#text',
  arrays: 'repeated',
  typed: false,
  indent: 2,
  declaration: true,
};

/** XML text as JSON with the page's options. */
export function readXml(text: string, options: XmlJobOptions = DEFAULTS): JsonValue {
  const drop = options.attributes === 'drop';
  return xmlToJson(text, {
    attributes: !drop,
    attributePrefix: drop ? '' : options.attributes,
    textKey: options.textKey,
    arrays: options.arrays,
    typed: options.typed,
  });
}

/** JSON as XML with the page's options; with attributes dropped, no member becomes an attribute. */
export function writeXml(value: JsonValue, options: XmlJobOptions = DEFAULTS): string {
  return jsonToXml(value, {
    attributePrefix: options.attributes === 'drop' ? '' : options.attributes,
    textKey: options.textKey,
    indent: options.indent,
    declaration: options.declaration,
  });
}
