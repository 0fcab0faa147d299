/** The syntax tree of an RFC 9535 JSONPath query, as parse.ts builds it and evaluate.ts reads it. */

export type Selector =
  | { k: 'name'; name: string }
  | { k: 'wild' }
  | { k: 'index'; index: number }
  | { k: 'slice'; start: number | null; end: number | null; step: number | null }
  | { k: 'filter'; expr: Logical };

export interface Segment {
  descendant: boolean;
  selectors: Selector[];
}

export interface Query {
  /** '$' (the document) or '@' (the current node in a filter). */
  root: '$' | '@';
  segments: Segment[];
}

/** A literal in a filter: numbers keep their text (compared exactly), strings are decoded. */
export type Literal =
  | { k: 'num'; raw: string }
  | { k: 'str'; value: string }
  | { k: 'bool'; value: boolean }
  | { k: 'null' };

export type FunctionName = 'length' | 'count' | 'match' | 'search' | 'value';

export interface Call {
  k: 'call';
  name: FunctionName;
  args: Arg[];
}

/** An argument as checked against its parameter's type (RFC 9535 section 2.4.3). */
export type Arg = { k: 'value'; of: Comparable } | { k: 'nodes'; query: Query };

/** Something that gives a value (or Nothing) in a comparison. */
export type Comparable = { k: 'lit'; lit: Literal } | { k: 'query'; query: Query } | Call;

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

export type Logical =
  | { k: 'or'; items: Logical[] }
  | { k: 'and'; items: Logical[] }
  | { k: 'not'; expr: Logical }
  | { k: 'cmp'; op: CompareOp; left: Comparable; right: Comparable }
  | { k: 'exists'; query: Query }
  | { k: 'test'; call: Call };
