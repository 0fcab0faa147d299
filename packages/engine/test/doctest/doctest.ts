import ts from 'typescript';

/**
 * Doctests: every `@example` in the engine's JSDoc is code that runs. The grammar, kept small:
 *
 * - An example is the JSDoc lines after `@example` up to the next tag or the end of the comment.
 * - `expression // expected` checks the expression's value; `expected` is a JavaScript literal
 *   (`'text'`, `12n`, `[1, 2]`, `{ a: 1 }`), or `Uint8Array [1, 2]` (any typed array), or
 *   `throws RangeError` / `throws RangeError: message start...` / `throws EngineError CODE`.
 *   A note may follow in parentheses, `(like this)`, or after a colon for a number, `72: why`.
 *   The string `'…'` inside an expected object or array stands for any string.
 * - A comment line right below an expression without one is its expected value (long results).
 * - Earlier lines of the example run first, in the same scope: a setup line has no comment.
 * - In scope: the exports of the file the example is in and of its subpath's index; an example may
 *   import other subpaths as a user would: `import { fromHex } from '@tinkerbox/engine/encoding';`.
 * - `// doctest skipped: <reason>` anywhere in an example skips it, with the reason in the report:
 *   only for examples that cannot run here (a network, a browser, randomness).
 */

export interface Example {
  file: string;
  line: number;
  code: string;
  skip?: string;
}

/** Extracts the `@example` blocks of one source file. */
export function extractExamples(file: string, source: string): Example[] {
  const lines = source.split('\n');
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = /^\s*\* @example ?(.*)$/.exec(lines[i] as string);
    if (!start) continue;
    const body = start[1]?.trim() ? [start[1] as string] : [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j] as string;
      if (/^\s*\*\//.test(l) || /^\s*\* @/.test(l)) break;
      body.push(l.replace(/^\s*\* ?/, '').replace(/\s*\*\/\s*$/, ''));
      if (/\*\/\s*$/.test(l)) break;
    }
    const code = body.join('\n').trim();
    const skip = /\/\/ doctest skipped: (.+)$/m.exec(code)?.[1];
    out.push({ file, line: i + 1, code, ...(skip ? { skip } : {}) });
  }
  return out;
}

export type Expectation =
  | { kind: 'value'; source: string }
  | { kind: 'throws'; name: string; code?: string; message?: string };

const TYPED =
  /^(Uint8Array|Uint8ClampedArray|Uint16Array|Uint32Array|Int8Array|Int16Array|Int32Array|Float32Array|Float64Array|BigInt64Array|BigUint64Array)\s*(\[[^\]]*\])/;

/** Reads the text after `//` as an expectation, or null when it is prose. */
export function parseExpectation(comment: string): Expectation | null {
  const text = comment.trim();
  const thrown = /^throws (\w+)(?:: (.*?)(?:\.\.\.|…)?$| ([A-Z][A-Z0-9_]+)\b.*$|$)/.exec(text);
  if (thrown) {
    return {
      kind: 'throws',
      name: thrown[1] as string,
      ...(thrown[2] ? { message: thrown[2].trim() } : {}),
      ...(thrown[3] ? { code: thrown[3] } : {}),
    };
  }
  const typed = TYPED.exec(text);
  if (typed) {
    const rest = text.slice(typed[0].length).trim();
    if (rest === '' || /^\(.*\)$/.test(rest)) return { kind: 'value', source: `new ${typed[1]}(${typed[2]})` };
    return null;
  }
  const candidates = [text];
  const note = /^(.*\S)\s+\([^()]*\)$/.exec(text);
  if (note) candidates.unshift(note[1] as string);
  const colon = /^(-?\d[\d_.]*n?): /.exec(text);
  if (colon) candidates.unshift(colon[1] as string);
  for (const c of candidates) if (isLiteral(c)) return { kind: 'value', source: c };
  return null;
}

/** True when the text is one expression built from literals only (no calls, no names but undefined/NaN). */
function isLiteral(text: string): boolean {
  const sf = ts.createSourceFile('x.ts', `(${text});`, ts.ScriptTarget.ES2022, true);
  // biome-ignore lint/suspicious/noExplicitAny: parseDiagnostics is internal but stable
  if (((sf as any).parseDiagnostics as unknown[]).length > 0) return false;
  const stmt = sf.statements[0];
  if (sf.statements.length !== 1 || !stmt || !ts.isExpressionStatement(stmt)) return false;
  let ok = true;
  const visit = (n: ts.Node): void => {
    if (
      ts.isCallExpression(n) ||
      ts.isNewExpression(n) ||
      ts.isPropertyAccessExpression(n) ||
      ts.isElementAccessExpression(n) ||
      ts.isBinaryExpression(n) ||
      (ts.isIdentifier(n) && !['undefined', 'NaN', 'Infinity'].includes(n.text) && !ts.isPropertyAssignment(n.parent))
    ) {
      ok = false;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(stmt.expression);
  return ok;
}

export interface Compiled {
  /** The body of an async function: the example with each checked expression wrapped. */
  body: string;
  checks: { line: number; expression: string; expectation: Expectation }[];
  imports: string[];
  /** Comments after an expression that are neither an expected value nor a note: the example is wrong. */
  unreadable: string[];
}

/** Turns an example into runnable JavaScript that reports each check to `__check`/`__checkThrows`. */
export function compileExample(code: string): Compiled {
  // A comment line right under an expression that has none is that expression's expected value.
  const merged: string[] = [];
  for (const line of code.split('\n')) {
    const prev = merged[merged.length - 1];
    if (/^\s*\/\//.test(line) && prev !== undefined && !prev.includes('//') && prev.trim() !== '') {
      merged[merged.length - 1] = `${prev} ${line.trim()}`;
    } else merged.push(line);
  }
  const source = merged.join('\n');
  const sf = ts.createSourceFile('example.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const checks: Compiled['checks'] = [];
  const imports: string[] = [];
  const unreadable: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  for (const stmt of sf.statements) {
    if (ts.isImportDeclaration(stmt)) {
      const spec = (stmt.moduleSpecifier as ts.StringLiteral).text;
      const names = stmt.importClause?.namedBindings;
      if (!names || !ts.isNamedImports(names)) throw new Error(`only named imports: ${stmt.getText()}`);
      imports.push(spec);
      const list = names.elements.map((e) => (e.propertyName ? `${e.propertyName.text}: ${e.name.text}` : e.name.text));
      edits.push({
        start: stmt.getStart(),
        end: stmt.end,
        // `var`: an example may import, as a user would, a name its own subpath already puts in scope
        text: `var { ${list.join(', ')} } = await __import(${JSON.stringify(spec)});`,
      });
      continue;
    }
    const comment = ts
      .getTrailingCommentRanges(source, stmt.end)
      ?.find((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia);
    if (!comment) continue;
    const text = source.slice(comment.pos + 2, comment.end);
    if (/^\s*doctest skipped:/.test(text)) continue;
    if (!ts.isExpressionStatement(stmt)) {
      // A note after a declaration is fine; a result after a `try`, `if` or declaration would never be
      // compared: say so instead.
      if (parseExpectation(text))
        unreadable.push(`${stmt.getText()} // ${text.trim()} (a result belongs after an expression)`);
      continue;
    }
    const expectation = parseExpectation(text);
    const expression = stmt.expression.getText();
    if (!expectation) {
      unreadable.push(`${expression} // ${text.trim()}`);
      continue;
    }
    const index = checks.length;
    const line = sf.getLineAndCharacterOfPosition(stmt.getStart()).line;
    checks.push({ line, expression, expectation });
    const js =
      expectation.kind === 'throws'
        ? `await __checkThrows(${index}, async () => (${expression}));`
        : `__check(${index}, (${expression}));`;
    edits.push({ start: stmt.getStart(), end: stmt.end, text: js });
  }
  let out = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  const body = ts.transpileModule(out, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return { body, checks, imports, unreadable };
}
