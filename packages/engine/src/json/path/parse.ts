import type { Call, Comparable, CompareOp, FunctionName, Literal, Logical, Query, Segment, Selector } from './ast.ts';
import { Lexer } from './lexer.ts';

/** What a primary in a filter turned out to be, before its place decides whether that is allowed. */
type Raw =
  | { k: 'lit'; lit: Literal; at: number }
  | { k: 'query'; query: Query; at: number }
  | { k: 'call'; call: Call; returns: 'value' | 'logical'; at: number }
  | { k: 'logical'; expr: Logical; at: number };

const FUNCTIONS: Record<FunctionName, { params: Array<'value' | 'nodes'>; returns: 'value' | 'logical' }> = {
  length: { params: ['value'], returns: 'value' },
  count: { params: ['nodes'], returns: 'value' },
  match: { params: ['value', 'value'], returns: 'logical' },
  search: { params: ['value', 'value'], returns: 'logical' },
  value: { params: ['nodes'], returns: 'value' },
};

const OPS: CompareOp[] = ['==', '!=', '<=', '>=', '<', '>'];

/** A query that selects at most one node: only child names and indexes (RFC 9535 section 2.3.5.1). */
export function isSingular(q: Query): boolean {
  return q.segments.every(
    (s) => !s.descendant && s.selectors.length === 1 && (s.selectors[0]?.k === 'name' || s.selectors[0]?.k === 'index'),
  );
}

function segments(lx: Lexer): Segment[] {
  const out: Segment[] = [];
  for (;;) {
    const save = lx.pos;
    lx.blank();
    if (lx.eat('..')) {
      if (lx.eat('*')) out.push({ descendant: true, selectors: [{ k: 'wild' }] });
      else if (lx.peek() === '[') out.push({ descendant: true, selectors: bracket(lx) });
      else out.push({ descendant: true, selectors: [{ k: 'name', name: lx.name() }] });
    } else if (lx.eat('.')) {
      if (lx.eat('*')) out.push({ descendant: false, selectors: [{ k: 'wild' }] });
      else out.push({ descendant: false, selectors: [{ k: 'name', name: lx.name() }] });
    } else if (lx.peek() === '[') {
      out.push({ descendant: false, selectors: bracket(lx) });
    } else {
      lx.pos = save;
      return out;
    }
  }
}

function bracket(lx: Lexer): Selector[] {
  lx.expect('[');
  const out: Selector[] = [];
  for (;;) {
    lx.blank();
    out.push(selector(lx));
    lx.blank();
    if (lx.eat(']')) return out;
    lx.expect(',');
  }
}

function selector(lx: Lexer): Selector {
  const c = lx.peek();
  if (c === "'" || c === '"') return { k: 'name', name: lx.string() };
  if (lx.eat('*')) return { k: 'wild' };
  if (lx.eat('?')) {
    lx.blank();
    return { k: 'filter', expr: logical(lx) };
  }
  if (lx.atEnd()) lx.fail('unexpected-end');
  const start = c === ':' ? null : lx.int();
  lx.blank();
  if (!lx.eat(':')) {
    if (start === null) lx.fail('unexpected-char');
    return { k: 'index', index: start };
  }
  lx.blank();
  const end = /[-\d]/.test(lx.peek()) ? lx.int() : null;
  lx.blank();
  let step: number | null = null;
  if (lx.eat(':')) {
    lx.blank();
    step = /[-\d]/.test(lx.peek()) ? lx.int() : null;
  }
  return { k: 'slice', start, end, step };
}

function query(lx: Lexer): Query {
  const root = lx.peek() as '$' | '@';
  lx.pos++;
  return { root, segments: segments(lx) };
}

function logical(lx: Lexer): Logical {
  return toLogical(lx, or(lx));
}

function or(lx: Lexer): Raw {
  const first = and(lx);
  const items: Raw[] = [first];
  for (;;) {
    const save = lx.pos;
    lx.blank();
    if (!lx.eat('||')) {
      lx.pos = save;
      break;
    }
    lx.blank();
    items.push(and(lx));
  }
  if (items.length === 1) return first;
  return { k: 'logical', expr: { k: 'or', items: items.map((r) => toLogical(lx, r)) }, at: first.at };
}

function and(lx: Lexer): Raw {
  const first = basic(lx);
  const items: Raw[] = [first];
  for (;;) {
    const save = lx.pos;
    lx.blank();
    if (!lx.eat('&&')) {
      lx.pos = save;
      break;
    }
    lx.blank();
    items.push(basic(lx));
  }
  if (items.length === 1) return first;
  return { k: 'logical', expr: { k: 'and', items: items.map((r) => toLogical(lx, r)) }, at: first.at };
}

function basic(lx: Lexer): Raw {
  const at = lx.pos;
  if (lx.eat('!')) {
    lx.blank();
    if (lx.peek() === '(') return { k: 'logical', expr: { k: 'not', expr: paren(lx) }, at };
    const p = primary(lx);
    if (p.k === 'lit') lx.fail('not-testable', p.at);
    return { k: 'logical', expr: { k: 'not', expr: toLogical(lx, p) }, at };
  }
  if (lx.peek() === '(') return { k: 'logical', expr: paren(lx), at };
  const left = primary(lx);
  const save = lx.pos;
  lx.blank();
  const op = OPS.find((o) => lx.eat(o));
  if (!op) {
    lx.pos = save;
    return left;
  }
  lx.blank();
  const right = primary(lx);
  return { k: 'logical', expr: { k: 'cmp', op, left: toComparable(lx, left), right: toComparable(lx, right) }, at };
}

function paren(lx: Lexer): Logical {
  lx.expect('(');
  lx.blank();
  const e = logical(lx);
  lx.blank();
  lx.expect(')');
  return e;
}

function primary(lx: Lexer): Raw {
  const at = lx.pos;
  const c = lx.peek();
  if (c === '$' || c === '@') return { k: 'query', query: query(lx), at };
  if (c === "'" || c === '"') return { k: 'lit', lit: { k: 'str', value: lx.string() }, at };
  if (c === '-' || /\d/.test(c)) return { k: 'lit', lit: { k: 'num', raw: lx.number() }, at };
  const word = /^[a-z][a-z0-9_]*/.exec(lx.text.slice(lx.pos))?.[0];
  if (!word) lx.fail(lx.atEnd() ? 'unexpected-end' : 'unexpected-char');
  lx.pos += word.length;
  if (lx.peek() !== '(') {
    if (word === 'true' || word === 'false') return { k: 'lit', lit: { k: 'bool', value: word === 'true' }, at };
    if (word === 'null') return { k: 'lit', lit: { k: 'null' }, at };
    lx.fail('unexpected-char', at);
  }
  return call(lx, word, at);
}

function call(lx: Lexer, word: string, at: number): Raw {
  const fn = FUNCTIONS[word as FunctionName];
  if (!Object.hasOwn(FUNCTIONS, word) || !fn) lx.fail('unknown-function', at);
  lx.expect('(');
  lx.blank();
  const raws: Raw[] = [];
  if (!lx.eat(')')) {
    for (;;) {
      raws.push(or(lx));
      lx.blank();
      if (lx.eat(')')) break;
      lx.expect(',');
      lx.blank();
    }
  }
  if (raws.length !== fn.params.length) lx.fail('bad-argument', at);
  const args = raws.map((r, i) => {
    if (fn.params[i] === 'nodes') {
      if (r.k !== 'query') lx.fail('bad-argument', r.at);
      return { k: 'nodes' as const, query: r.query };
    }
    if (r.k === 'logical' || (r.k === 'call' && r.returns === 'logical')) lx.fail('bad-argument', r.at);
    if (r.k === 'query' && !isSingular(r.query)) lx.fail('bad-argument', r.at);
    return { k: 'value' as const, of: toComparable(lx, r) };
  });
  return { k: 'call', call: { k: 'call', name: word as FunctionName, args }, returns: fn.returns, at };
}

function toComparable(lx: Lexer, r: Raw): Comparable {
  if (r.k === 'lit') return { k: 'lit', lit: r.lit };
  if (r.k === 'query') {
    if (!isSingular(r.query)) lx.fail('not-singular', r.at);
    return { k: 'query', query: r.query };
  }
  if (r.k === 'call' && r.returns === 'value') return r.call;
  return lx.fail('not-comparable', r.at);
}

function toLogical(lx: Lexer, r: Raw): Logical {
  if (r.k === 'logical') return r.expr;
  if (r.k === 'query') return { k: 'exists', query: r.query };
  if (r.k === 'call' && r.returns === 'logical') return { k: 'test', call: r.call };
  return lx.fail('not-testable', r.at);
}

/**
 * Parses an RFC 9535 JSONPath query into its syntax tree, checking the function types (section 2.4.3).
 *
 * @throws EngineError INVALID_JSONPATH with offset, column, detail and reason.
 */
export function parseJsonPath(text: string): Query {
  const lx = new Lexer(text);
  if (!lx.eat('$')) lx.fail(lx.atEnd() ? 'unexpected-end' : 'expected-root');
  const q: Query = { root: '$', segments: segments(lx) };
  if (!lx.atEnd()) lx.fail('unexpected-char');
  return q;
}
