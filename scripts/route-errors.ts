/**
 * Finds the error codes each platform handler can answer, with their HTTP status, by reading the
 * sandbox's sources with the TypeScript checker, and writes src/generated/route-errors.json (route name →
 * code → statuses; run by scripts/build.mjs, so it follows the sources and cannot go stale). The
 * OpenAPI document lists them per operation (src/platform/lib/route-errors.ts).
 *
 * From each entry of an area's handler map (`<area>Handlers` in src/platform/<area>/routes.ts) it
 * follows every function the handler references inside src/platform/, and records each
 * `fail(code, …)` whose code's type is a string literal (or a union of them) with the status of
 * the answer it builds: the `status` beside `body: fail(…)`, or envelopeResponse's second argument;
 * 400 when none is given (envelopeResponse's default for a failure).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outFile = join(root, 'src/generated/route-errors.json');
const platformDir = join(root, 'src/platform') + '/';

/** Route name → error code → sorted HTTP statuses. */
export type HandlerErrors = Record<string, Record<string, number[]>>;

/** Reads the handler sources and returns every route's handler error codes. */
export function findHandlerErrors(): HandlerErrors {
  const program = ts.createProgram([join(root, 'src/platform/index.ts')], {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    strict: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const memo = new Map<ts.Node, Map<string, Set<number>>>();
  /** `fail(…)` calls whose code is not a literal type: left out, listed with --verbose. */
  const unresolved = new Set<string>();

  const literalStrings = (node: ts.Node): string[] | null => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    const out: string[] = [];
    for (const t of parts) {
      if (!t.isStringLiteral()) return null;
      out.push(t.value);
    }
    return out;
  };
  const literalNumbers = (node: ts.Node): number[] | null => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    const out: number[] = [];
    for (const t of parts) {
      if (!t.isNumberLiteral()) return null;
      out.push(t.value);
    }
    return out;
  };

  /**
   * The statuses `expr` gives code `code`, where `codeText` is the source of fail's first argument:
   * a conditional on that same value (`res === 'error_x' ? 404 : 400`, `res.startsWith('error_rg_')`)
   * is decided for the code; anything else gives every literal its type allows.
   */
  const statusFor = (code: string, expr: ts.Expression, codeText: string): number[] => {
    if (ts.isParenthesizedExpression(expr)) return statusFor(code, expr.expression, codeText);
    if (ts.isConditionalExpression(expr)) {
      const c = expr.condition;
      let decided: boolean | undefined;
      if (ts.isBinaryExpression(c) && c.left.getText() === codeText && ts.isStringLiteral(c.right)) {
        if (c.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) decided = code === c.right.text;
        if (c.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken) decided = code !== c.right.text;
      }
      if (ts.isCallExpression(c) && ts.isPropertyAccessExpression(c.expression) && c.expression.expression.getText() === codeText) {
        const arg = c.arguments[0];
        if (c.expression.name.text === 'startsWith' && arg && ts.isStringLiteral(arg)) decided = code.startsWith(arg.text);
      }
      if (decided !== undefined) return statusFor(code, decided ? expr.whenTrue : expr.whenFalse, codeText);
    }
    return literalNumbers(expr) ?? pairedStatus(code, expr, codeText) ?? [];
  };

  /**
   * `r.status` beside `fail(r.code, …)`, where `r` is a union of refusals each pairing a literal
   * code with a literal status (`{ code: 'wallet_insufficient_funds'; status: 402 } | { code:
   * ResponsibleGamingRefusal; status: 403 }`): the statuses of the members whose code can be `code`.
   */
  const pairedStatus = (code: string, expr: ts.Expression, codeText: string): number[] | null => {
    if (!ts.isPropertyAccessExpression(expr) || expr.name.text !== 'status' || codeText !== `${expr.expression.getText()}.code`) return null;
    const type = checker.getTypeAtLocation(expr.expression);
    const out = new Set<number>();
    for (const member of type.isUnion() ? type.types : [type]) {
      const codeProp = member.getProperty('code');
      const statusProp = member.getProperty('status');
      if (!codeProp || !statusProp) continue;
      const codeType = checker.getTypeOfSymbolAtLocation(codeProp, expr);
      const codes = (codeType.isUnion() ? codeType.types : [codeType]).map((t) => (t.isStringLiteral() ? t.value : null));
      if (!codes.includes(code)) continue;
      const statusType = checker.getTypeOfSymbolAtLocation(statusProp, expr);
      for (const t of statusType.isUnion() ? statusType.types : [statusType]) if (t.isNumberLiteral()) out.add(t.value);
    }
    return out.size ? [...out] : null;
  };

  /** The status of the answer a `fail(…)` call builds for `code`. */
  const statusOf = (call: ts.CallExpression, code: string): number[] => {
    const parent = call.parent;
    const codeText = call.arguments[0]!.getText();
    if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'body' && ts.isObjectLiteralExpression(parent.parent)) {
      const status = parent.parent.properties.find((p) => p.name?.getText() === 'status');
      if (!status) return [400];
      const value = ts.isPropertyAssignment(status) ? status.initializer : (status as ts.ShorthandPropertyAssignment).name;
      return statusFor(code, value, codeText);
    }
    if (ts.isCallExpression(parent) && parent.expression.getText() === 'envelopeResponse') {
      const status = parent.arguments[1];
      return status ? statusFor(code, status, codeText) : [400];
    }
    return [400];
  };

  const declarationOf = (id: ts.Identifier): ts.Node | undefined => declarationOfSymbol(checker.getSymbolAtLocation(id));
  const declarationOfSymbol = (found: ts.Symbol | undefined): ts.Node | undefined => {
    let symbol = found;
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl || !decl.getSourceFile().fileName.startsWith(platformDir)) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) return decl.initializer;
    return undefined;
  };

  const merge = (into: Map<string, Set<number>>, from: Map<string, Set<number>>) => {
    for (const [code, statuses] of from) {
      const set = into.get(code) ?? new Set<number>();
      for (const s of statuses) set.add(s);
      into.set(code, set);
    }
  };

  /** The index of `fn`'s parameter that `id` names, or -1. */
  const parameterIndex = (fn: ts.SignatureDeclaration, id: ts.Node): number => {
    if (!ts.isIdentifier(id)) return -1;
    // `{ status }` names the property; the value it takes is the parameter's.
    const symbol =
      ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
        ? checker.getShorthandAssignmentValueSymbol(id.parent)
        : checker.getSymbolAtLocation(id);
    return symbol ? fn.parameters.findIndex((p) => checker.getSymbolAtLocation(p.name) === symbol) : -1;
  };
  /** The function-like node that encloses `n`, if any. */
  const enclosingFunction = (n: ts.Node): ts.SignatureDeclaration | undefined => {
    for (let p = n.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return p;
    return undefined;
  };
  /**
   * A refusal helper's `fail(code, …)` calls whose code is one of its parameters (`const refuse =
   * (code: string, …) => ({ body: fail(code, …), status })`): the code's parameter, and the status
   * as a parameter (its argument or default decides) or as the statuses the helper itself gives.
   */
  const wrapperMemo = new Map<ts.Node, { code: number; statusParam: number; statuses: number[] }[]>();
  const wrapperFails = (fn: ts.SignatureDeclaration) => {
    const known = wrapperMemo.get(fn);
    if (known) return known;
    const out: { code: number; statusParam: number; statuses: number[] }[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'fail' && n.arguments[0] && enclosingFunction(n) === fn) {
        const code = parameterIndex(fn, n.arguments[0]);
        if (code >= 0) {
          const parent = n.parent;
          let statusNode: ts.Node | undefined;
          if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'body' && ts.isObjectLiteralExpression(parent.parent)) {
            const status = parent.parent.properties.find((p) => p.name?.getText() === 'status');
            statusNode = status && (ts.isPropertyAssignment(status) ? status.initializer : (status as ts.ShorthandPropertyAssignment).name);
          }
          const statusParam = statusNode ? parameterIndex(fn, statusNode) : -1;
          out.push({ code, statusParam, statuses: statusParam >= 0 ? [] : statusNode ? (literalNumbers(statusNode) ?? []) : [400] });
        }
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn, visit);
    wrapperMemo.set(fn, out);
    return out;
  };

  const errorsOf = (node: ts.Node): Map<string, Set<number>> => {
    const known = memo.get(node);
    if (known) return known;
    const found = new Map<string, Set<number>>();
    memo.set(node, found); // a recursive reference sees what is found so far
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'fail' && n.arguments[0]) {
        const codes = literalStrings(n.arguments[0]);
        const fn = enclosingFunction(n);
        // A helper's parameter: each call of the helper gives the code (below).
        if (!codes && !(fn && parameterIndex(fn, n.arguments[0]) >= 0))
          unresolved.add(`${n.getSourceFile().fileName.slice(root.length + 1)}:${n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
        for (const code of codes ?? []) merge(found, new Map([[code, new Set(statusOf(n, code))]]));
      }
      // A refusal built as data for the handler to answer: `{ code: 'error_x', status: 409, … }`,
      // or `{ code: refusal, status: 403 }` with `refusal` of a union of such codes.
      if (ts.isObjectLiteralExpression(n)) {
        const prop = (key: string) => n.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key)?.initializer;
        const code = prop('code');
        const status = prop('status');
        const codes = code && status ? literalStrings(code) : null;
        if (status && codes?.length && codes.every((c) => /^[a-z]+(_[a-z0-9]+)+$/.test(c))) {
          for (const c of codes) {
            const statuses = statusFor(c, status, code!.getText());
            if (statuses.length) merge(found, new Map([[c, new Set(statuses)]]));
          }
        }
      }
      // A call of a refusal helper: its code (and status) arguments.
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const callee = declarationOf(n.expression);
        if (callee && ts.isFunctionLike(callee)) {
          for (const w of wrapperFails(callee)) {
            const arg = n.arguments[w.code];
            const codes = arg ? literalStrings(arg) : null;
            if (!codes) continue;
            let statuses = w.statuses;
            if (w.statusParam >= 0) {
              const given = n.arguments[w.statusParam];
              const fallback = callee.parameters[w.statusParam]?.initializer;
              statuses = given ? (literalNumbers(given) ?? []) : fallback ? (literalNumbers(fallback) ?? []) : [];
            }
            for (const c of codes) if (statuses.length) merge(found, new Map([[c, new Set(statuses)]]));
          }
        }
      }
      // A row of a refusal table: `[code, message, status]` (src/platform/games/stand-in-refusal.ts).
      if (ts.isArrayLiteralExpression(n) && n.elements.length === 3) {
        const [code, message, status] = n.elements;
        if (ts.isStringLiteral(code!) && /^[a-z]+(_[a-z0-9]+)+$/.test(code.text) && ts.isStringLiteral(message!) && ts.isNumericLiteral(status!))
          merge(found, new Map([[code.text, new Set([Number(status.text)])]]));
      }
      if (ts.isIdentifier(n) && n !== node) {
        const decl = declarationOf(n);
        if (decl && decl !== node) merge(found, errorsOf(decl));
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(node, visit);
    return found;
  };

  const result: HandlerErrors = {};
  for (const file of program.getSourceFiles()) {
    if (!/\/src\/platform\/[^/]+\/routes\.ts$/.test(file.fileName)) continue;
    file.forEachChild((stmt) => {
      if (!ts.isVariableStatement(stmt)) return;
      for (const decl of stmt.declarationList.declarations) {
        if (!decl.name.getText().endsWith('Handlers') || !decl.initializer || !ts.isObjectLiteralExpression(decl.initializer)) continue;
        for (const prop of decl.initializer.properties) {
          const name = prop.name?.getText();
          if (!name) continue;
          const target = ts.isShorthandPropertyAssignment(prop)
            ? declarationOfSymbol(checker.getShorthandAssignmentValueSymbol(prop))
            : ts.isPropertyAssignment(prop)
              ? ts.isIdentifier(prop.initializer)
                ? declarationOf(prop.initializer)
                : prop.initializer
              : prop;
          if (!target) continue;
          const codes = errorsOf(target);
          if (codes.size === 0) continue;
          result[name] = Object.fromEntries(
            [...codes.entries()]
              .filter(([, statuses]) => statuses.size > 0)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([code, statuses]) => [code, [...statuses].sort((a, b) => a - b)]),
          );
        }
      }
    });
  }
  if (process.argv.includes('--verbose')) console.log(`fail() calls with a code of no literal type:\n${[...unresolved].join('\n')}`);
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const errors = findHandlerErrors();
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(errors, null, 1)}\n`);
  console.log(`route-errors: ${Object.keys(errors).length} routes with handler error codes`);
}
