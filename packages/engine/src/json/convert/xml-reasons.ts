import { MAX_JSON_DEPTH } from '../tape.ts';

// Apart from xml.ts so a site can show these words without loading the XML parser.

/** Why a text is not XML this reader takes: a stable token a site can translate. */
export type XmlErrorDetail =
  | 'tag'
  | 'attribute'
  | 'undefined-entity'
  | 'entity-declared'
  | 'external-entity'
  | 'reference'
  | 'invalid-char'
  | 'unclosed'
  | 'no-root'
  | 'extra-content'
  | 'too-deep'
  | 'malformed';

/** Each {@link XmlErrorDetail} in English, as the INVALID_XML error's `reason` gives it. */
export const XML_ERROR_REASONS: Readonly<Record<XmlErrorDetail, string>> = {
  tag: 'a start tag without its end tag, or an end tag that does not match',
  attribute: 'an attribute is not written name="value", or appears twice',
  'undefined-entity': 'an entity XML does not define (only &lt; &gt; &amp; &quot; &apos; and &#…; are known)',
  'entity-declared': 'entities declared in a DOCTYPE are not expanded (they can grow without bound)',
  'external-entity': 'external entities (SYSTEM or PUBLIC) are never read',
  reference: 'a character reference (&#…;) that is not a valid character, or a & not starting a reference',
  'invalid-char': 'a character XML does not allow here',
  unclosed: 'a comment, CDATA section, DOCTYPE or processing instruction is not closed',
  'no-root': 'there is no root element',
  'extra-content': 'there is more after the root element (XML has one root)',
  'too-deep': `nested more than ${MAX_JSON_DEPTH} levels deep`,
  malformed: 'not well-formed XML',
};

/** Why a JSON value has no XML form: the `detail` of jsonToXml's CANNOT_CONVERT errors. */
export type XmlConvertDetail = 'xml-name' | 'xml-attribute' | 'xml-nested-array' | 'xml-char';

/** Each {@link XmlConvertDetail} in English, as the CANNOT_CONVERT error's `reason` gives it. */
export const XML_CONVERT_REASONS: Readonly<Record<XmlConvertDetail, string>> = {
  'xml-name': 'this key is not an XML element or attribute name',
  'xml-attribute':
    'an attribute or the text member holds an object or array; it must be text, a number, true, false or null',
  'xml-nested-array': 'an array directly in an array has no XML form (an element name is needed for each item)',
  'xml-char': 'this text holds a character XML 1.0 cannot hold, even as &#…; (U+0000 to U+001F other than tab, LF, CR)',
};
