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
    return literalNumbers(expr) ?? [];
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

  const errorsOf = (node: ts.Node): Map<string, Set<number>> => {
    const known = memo.get(node);
    if (known) return known;
    const found = new Map<string, Set<number>>();
    memo.set(node, found); // a recursive reference sees what is found so far
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'fail' && n.arguments[0]) {
        const codes = literalStrings(n.arguments[0]);
        if (!codes)
          unresolved.add(`${n.getSourceFile().fileName.slice(root.length + 1)}:${n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
        for (const code of codes ?? []) merge(found, new Map([[code, new Set(statusOf(n, code))]]));
      }
      // A refusal built as data for the handler to answer: `{ code: 'error_x', status: 409, … }`.
      if (ts.isObjectLiteralExpression(n)) {
        const prop = (key: string) => n.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key)?.initializer;
        const code = prop('code');
        const status = prop('status');
        if (code && status && ts.isStringLiteral(code) && /^[a-z]+(_[a-z0-9]+)+$/.test(code.text)) {
          const statuses = literalNumbers(status);
          if (statuses) merge(found, new Map([[code.text, new Set(statuses)]]));
        }
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
