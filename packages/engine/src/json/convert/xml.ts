import {
  parseXml,
  XmlCdata,
  type XmlDocument,
  XmlDocumentType,
  XmlElement,
  XmlError,
  XmlText,
} from '@rgrove/parse-xml';
import { EngineError } from '../../errors.ts';
import { lastMembers } from '../exact.ts';
import { normalizedPath } from '../path/index.ts';
import { lineColumn } from '../position.ts';
import { MAX_JSON_DEPTH } from '../tape.ts';
import { JsonNumber, JsonObject, type JsonValue } from '../value.ts';
import { cannotConvertFor } from './errors.ts';
import { XML_CONVERT_REASONS, XML_ERROR_REASONS, type XmlConvertDetail, type XmlErrorDetail } from './xml-reasons.ts';

/** How XML becomes JSON (xmltodict's mapping, with its attribute prefix and text key as options). */
export interface XmlReadOptions {
  /** Keep attributes as members named prefix + name (default true); false drops them. */
  attributes?: boolean;
  /** What goes before an attribute's name (default `@_`). */
  attributePrefix?: string;
  /** The member that holds an element's text when it also has attributes or children (default `#text`). */
  textKey?: string;
  /** `repeated` (default): an array only where an element repeats; `always`: every element's value is an array. */
  arrays?: 'repeated' | 'always';
  /** Read text and attribute values written as JSON numbers as numbers (exact), `true`/`false` as booleans (default false). */
  typed?: boolean;
}

/** How JSON becomes XML: the same attribute prefix and text key as reading, indent and declaration. */
export interface XmlWriteOptions {
  /** Members whose key starts with this become attributes (default `@_`; empty: none do). */
  attributePrefix?: string;
  /** The member written as the element's text (default `#text`). */
  textKey?: string;
  /** Spaces per level, 0 to 8 (default 2); 0 writes one line. */
  indent?: number;
  /** Start with `<?xml version="1.0" encoding="UTF-8"?>` (default true). */
  declaration?: boolean;
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
// XML 1.0 section 2.3 white space, the only characters trimmed from text
const EDGE_SPACE = /^[\x20\t\r\n]+|[\x20\t\r\n]+$/g;

function readError(text: string, offset: number, detail: XmlErrorDetail): EngineError {
  const { line, column } = lineColumn(text, offset);
  const reason = XML_ERROR_REASONS[detail];
  return new EngineError('INVALID_XML', `Not valid XML at line ${line}, column ${column}: ${reason}`, {
    line,
    column,
    detail,
    reason,
  });
}

/** The detail of a parse-xml error message (its texts, parse-xml 4.2.3 src/lib/Parser.ts). */
function detailOf(message: string): XmlErrorDetail {
  if (/end tag|start tag/i.test(message)) return 'tag';
  if (/attribute|end quote|`<` is not allowed/i.test(message)) return 'attribute';
  if (/^Named entity isn't defined/.test(message)) return 'undefined-entity';
  if (/reference/i.test(message)) return 'reference';
  if (/^Unclosed|^Unterminated|unclosed/.test(message)) return 'unclosed';
  if (/^Root element/.test(message)) return 'no-root';
  if (/^Extra content/.test(message)) return 'extra-content';
  if (/character|CDATA section close/i.test(message)) return 'invalid-char';
  return 'malformed';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The declaration of entity `name` in the DOCTYPE, if there is one: where, and whether it is external. */
function entityDeclaration(text: string, name: string): { at: number; external: boolean } | null {
  const m = new RegExp(`<!ENTITY[\\x20\\t\\r\\n]+${escapeRegExp(name)}[\\x20\\t\\r\\n]+([^>]*)`).exec(text);
  if (!m) return null;
  return { at: m.index, external: /^(?:SYSTEM|PUBLIC)\b/.test(m[1] ?? '') };
}

function parse(text: string): XmlDocument {
  try {
    return parseXml(text, { includeOffsets: true, preserveDocumentType: true });
  } catch (e) {
    // parse-xml descends one call per level: a deeper document than the stack runs it out
    if (e instanceof RangeError) throw readError(text, 0, 'too-deep');
    if (!(e instanceof XmlError)) throw e;
    const detail = detailOf(e.message);
    if (detail === 'undefined-entity') {
      // parse-xml never expands a declared entity; say why rather than "not defined"
      const name = /&([^;]+);/.exec(e.message)?.[1];
      const declared = name === undefined ? null : entityDeclaration(text, name);
      if (declared) throw readError(text, declared.at, declared.external ? 'external-entity' : 'entity-declared');
    }
    throw readError(text, e.pos, detail);
  }
}

/** XML text as JSON: a JSON number's text as an exact number and `true`/`false` when typed, else the text. */
function scalar(s: string, typed: boolean): JsonValue {
  if (!typed) return s;
  if (JSON_NUMBER.test(s)) return new JsonNumber(s);
  if (s === 'true') return true;
  if (s === 'false') return false;
  return s;
}

/**
 * Reads an XML 1.0 document (with parse-xml) as a JsonValue the way Python's xmltodict does: the root
 * element is the one member of the result; an element with neither attributes nor children is its text
 * (null when empty); attributes become members named prefix + name, child elements members named as the
 * element (an array where the name repeats, or always), and an element's text (CDATA included, joined and
 * trimmed of XML white space) the text member. Names keep their namespace prefixes; comments and
 * processing instructions are dropped. Entities declared in a DOCTYPE are refused, never expanded.
 *
 * @throws EngineError INVALID_XML (line, column, detail, reason): not well-formed, an entity that is not
 *   XML's own (`entity-declared`, `external-entity` when a DOCTYPE declares it), or more than 1,000 levels.
 * @example
 * import { stringifyJson } from '@tinkerbox/engine/json';
 * stringifyJson(xmlToJson('<a id="7"><b>1</b><b>2</b><c/></a>')) // '{"a":{"@_id":"7","b":["1","2"],"c":null}}'
 */
export function xmlToJson(text: string, options: XmlReadOptions = {}): JsonValue {
  const { attributes = true, attributePrefix = '@_', textKey = '#text', arrays = 'repeated', typed = false } = options;
  const doc = parse(text);
  const always = arrays === 'always';
  for (const node of doc.children) {
    if (!(node instanceof XmlDocumentType) || !node.internalSubset) continue;
    // an external entity nobody refers to is still refused: nothing here ever reads one
    const m = /<!ENTITY[\x20\t\r\n]+(?:%[\x20\t\r\n]+)?[^\x20\t\r\n>]+[\x20\t\r\n]+(?:SYSTEM|PUBLIC)\b/.exec(
      node.internalSubset,
    );
    if (m) throw readError(text, text.indexOf(m[0], node.start), 'external-entity');
  }

  const element = (el: XmlElement, depth: number): JsonValue => {
    if (depth > MAX_JSON_DEPTH) throw readError(text, el.start, 'too-deep');
    const members: Array<[string, JsonValue]> = [];
    const index = new Map<string, number>();
    const lists = new Set<string>();
    // xmltodict's push_data: a second value under a key turns the first into an array
    const push = (key: string, value: JsonValue, list: boolean) => {
      const at = index.get(key);
      if (at === undefined) {
        index.set(key, members.length);
        members.push([key, list ? [value] : value]);
        if (list) lists.add(key);
        return;
      }
      const entry = members[at] as [string, JsonValue];
      if (lists.has(key)) (entry[1] as JsonValue[]).push(value);
      else {
        entry[1] = [entry[1], value];
        lists.add(key);
      }
    };
    if (attributes) {
      for (const [name, value] of Object.entries(el.attributes))
        push(attributePrefix + name, scalar(value, typed), false);
    }
    let body = '';
    for (const child of el.children) {
      if (child instanceof XmlElement) {
        push(child.name, element(child, depth + 1), always);
      } else if (child instanceof XmlText || child instanceof XmlCdata) body += child.text;
    }
    body = body.replace(EDGE_SPACE, '');
    if (members.length === 0) return body === '' ? null : scalar(body, typed);
    // xmltodict's force_list covers the text key too
    if (body !== '') push(textKey, scalar(body, typed), always);
    return new JsonObject(members);
  };

  const root = doc.root as XmlElement;
  const value = element(root, 1);
  return new JsonObject([[root.name, always ? [value] : value]]);
}

// XML 1.0 fifth edition section 2.3 Name, and section 2.2 Char (what may appear at all, even as &#…;)
const NAME =
  /^[:A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c-\u200d\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\u{10000}-\u{effff}][-.0-9:A-Z_a-z\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d\u037f-\u1fff\u200c-\u200d\u203f\u2040\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\u{10000}-\u{effff}]*$/u;
const NOT_CHAR = /[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

type Path = Array<string | number>;

const cannot = (detail: XmlConvertDetail, path: string) => cannotConvertFor(detail, XML_CONVERT_REASONS[detail], path);

function textOf(v: JsonValue, path: Path): string | null {
  if (v === null) return null;
  if (typeof v === 'string') {
    if (NOT_CHAR.test(v)) throw cannot('xml-char', normalizedPath(path));
    return v;
  }
  if (typeof v === 'boolean') return String(v);
  if (v instanceof JsonNumber) return v.raw;
  return undefined as never;
}

// `>` too, so `]]>` never appears; CR as a reference, else a reader turns it into LF (section 2.11)
const escapeText = (s: string) =>
  s.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
// tab, LF and CR as references, else a reader turns them into spaces (section 3.3.3)
const escapeAttribute = (s: string) =>
  s.replace(/[&<"\t\n\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '"' ? '&quot;' : `&#${c.charCodeAt(0)};`,
  );

const isScalar = (v: JsonValue) => v === null || typeof v !== 'object' || v instanceof JsonNumber;

/**
 * Writes a JsonValue as an XML 1.0 document, the inverse of {@link xmlToJson} (and of xmltodict's
 * `unparse`): a member becomes an element (an array, one element per item), a member whose key starts
 * with the attribute prefix an attribute, the text member (text, or an array of text) the element's text,
 * null an empty element.
 * A JSON object with one member is the root element; anything else is wrapped in `<root>` (the items of
 * a top-level array as `<item>` elements). Numbers keep their exact text. Of duplicate keys the last counts.
 *
 * @throws EngineError CANNOT_CONVERT (detail, path): a key that is not an XML name (`xml-name`), an object
 *   or array as an attribute or text (`xml-attribute`), an array in an array (`xml-nested-array`), or a
 *   character XML 1.0 cannot hold at all, such as U+0000 (`xml-char`).
 * @throws RangeError when `indent` is not an integer from 0 to 8.
 * @example
 * import { parseJson } from '@tinkerbox/engine/json';
 * jsonToXml(parseJson('{"a":{"@_id":7,"b":["x","y"],"c":null}}'), { declaration: false }) // '<a id="7">\n  <b>x</b>\n  <b>y</b>\n  <c/>\n</a>\n'
 */
export function jsonToXml(value: JsonValue, options: XmlWriteOptions = {}): string {
  const { attributePrefix = '@_', textKey = '#text', indent = 2, declaration = true } = options;
  if (!Number.isInteger(indent) || indent < 0 || indent > 8)
    throw new RangeError('indent must be an integer from 0 to 8');
  const out: string[] = [];
  const nl = indent === 0 ? '' : '\n';
  const pad = (depth: number) => (indent === 0 ? '' : ' '.repeat(indent * depth));
  const name = (key: string, path: Path) => {
    if (!NAME.test(key)) throw cannot('xml-name', normalizedPath(path));
    return key;
  };

  const element = (tag: string, v: JsonValue, depth: number, path: Path): void => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        if (Array.isArray(item)) throw cannot('xml-nested-array', normalizedPath([...path, i]));
        element(tag, item, depth, [...path, i]);
      });
      return;
    }
    const open = `${pad(depth)}<${name(tag, path)}`;
    if (isScalar(v)) {
      const t = textOf(v, path);
      out.push(t === null || t === '' ? `${open}/>${nl}` : `${open}>${escapeText(t)}</${tag}>${nl}`);
      return;
    }
    let attrs = '';
    let body: string | null = null;
    const children: Array<[string, JsonValue]> = [];
    for (const [k, x] of lastMembers(v as JsonObject)) {
      const at = [...path, k];
      if (attributePrefix !== '' && k.startsWith(attributePrefix)) {
        if (!isScalar(x)) throw cannot('xml-attribute', normalizedPath(at));
        attrs += ` ${name(k.slice(attributePrefix.length), at)}="${escapeAttribute(textOf(x, at) ?? '')}"`;
      } else if (k === textKey) {
        // an array of text is what xmlToJson reads with arrays: 'always'
        const parts = Array.isArray(x) ? x : [x];
        body = parts
          .map((p, i) => {
            if (!isScalar(p)) throw cannot('xml-attribute', normalizedPath(Array.isArray(x) ? [...at, i] : at));
            return textOf(p, at) ?? '';
          })
          .join('');
      } else children.push([k, x]);
    }
    const text = body === null ? '' : escapeText(body);
    if (children.length === 0) {
      out.push(text === '' ? `${open}${attrs}/>${nl}` : `${open}${attrs}>${text}</${tag}>${nl}`);
      return;
    }
    // the text goes first: a reader joins an element's text and trims its ends, so the layout adds nothing
    out.push(`${open}${attrs}>${text}${nl}`);
    for (const [k, x] of children) element(k, x, depth + 1, [...path, k]);
    out.push(`${pad(depth)}</${tag}>${nl}`);
  };

  if (declaration) out.push(`<?xml version="1.0" encoding="UTF-8"?>${nl || '\n'}`);
  const members = value instanceof JsonObject ? [...lastMembers(value)] : [];
  const [only] = members;
  const single =
    only !== undefined &&
    members.length === 1 &&
    !(attributePrefix !== '' && only[0].startsWith(attributePrefix)) &&
    only[0] !== textKey &&
    !(Array.isArray(only[1]) && only[1].length !== 1);
  if (single) element(only[0], only[1], 0, [only[0]]);
  else if (Array.isArray(value)) {
    out.push(`<root>${nl}`);
    element('item', value, 1, []);
    out.push(`</root>${nl}`);
  } else element('root', value, 0, []);
  const xml = out.join('');
  return xml.endsWith('\n') ? xml : `${xml}\n`;
}
