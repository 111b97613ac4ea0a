// The BFF calls only operations the REST service's OpenAPI document has. The calls are read from
// the BFF's sources with the TypeScript checker: every `{ method, path }` handed to the REST client
// (rest.call, rest.stream, transport.send) and every REST URL fetched directly (new URL(path, REST)),
// the path evaluated through constants, path helpers (adminPath, doctorPath...) and their callers,
// an argument the sources cannot fix (an id, a token) standing for one path segment. The document
// is fetched through the BFF's demo-mode pass-through, which is tested along the way.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';
import { OPENAPI_DOCUMENT_PATH } from '../web/openApiDocument';
import { REST_BASE_PATH } from './http';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One path segment the sources leave open (an id, a token, a type). */
const OPEN = '\u0000';

interface Call {
  method: string;
  path: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

let found: { calls: Call[]; unresolved: string[] } | null = null;
/** Every REST call the BFF's sources make, as method and path template (OPEN for an open segment). */
const restCallsOfSources = () => (found ??= readRestCalls());

function readRestCalls(): { calls: Call[]; unresolved: string[] } {
  const files = sourceFiles(SRC);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('node_modules'));

  // Who calls which function: a parameter the sources pass on is evaluated at its callers.
  const callsOf = new Map<ts.Node, ts.CallExpression[]>();
  const declarationOf = (expression: ts.Expression): ts.Node | undefined => {
    let symbol = checker.getSymbolAtLocation(expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;
  const functionOf = (declaration: ts.Node | undefined): FunctionNode | undefined => {
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };
  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const fn = functionOf(declarationOf(node.expression));
        if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  type Env = Map<ts.Node, string[]>;
  const product = (parts: string[][]) => parts.reduce<string[]>((acc, options) => acc.flatMap((a) => options.map((o) => a + o)), ['']);
  const literalsOfType = (node: ts.Node): string[] | null => {
    const type = checker.getTypeAtLocation(node);
    const types = type.isUnion() ? type.types : [type];
    return types.every((t) => t.isStringLiteral()) ? types.map((t) => (t as ts.StringLiteralType).value) : null;
  };

  const evaluate = (node: ts.Node, env: Env, depth = 0): string[] => {
    if (depth > 12) return [OPEN];
    const next = (n: ts.Node, e: Env = env) => evaluate(n, e, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      return product([[node.head.text], ...node.templateSpans.flatMap((span) => [next(span.expression), [span.literal.text]])]);
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return next(node.expression);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return product([next(node.left), next(node.right)]);
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (ts.isIdentifier(node) || ts.isShorthandPropertyAssignment(node)) {
      const symbol = ts.isShorthandPropertyAssignment(node)
        ? checker.getShorthandAssignmentValueSymbol(node)
        : checker.getSymbolAtLocation(node);
      const resolved = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = resolved?.valueDeclaration;
      if (declaration && ts.isParameter(declaration)) {
        const bound = env.get(declaration);
        if (bound) return bound;
        const literals = literalsOfType(declaration);
        if (literals) return literals;
        // Passed on by its callers: what they pass.
        const fn = declaration.parent as ts.SignatureDeclaration;
        const index = fn.parameters.indexOf(declaration);
        const sites = (callsOf.get(fn) ?? []).filter((call) => call.arguments[index]);
        const fromCallers = sites.flatMap((call) => next(call.arguments[index], new Map()));
        return fromCallers.length > 0 ? fromCallers : [OPEN];
      }
      // const [path, label] = condition ? [a, b] : [c, d]
      if (declaration && ts.isBindingElement(declaration) && ts.isArrayBindingPattern(declaration.parent)) {
        const index = declaration.parent.elements.indexOf(declaration);
        const holder = declaration.parent.parent;
        const element = (n: ts.Expression): string[] => {
          if (ts.isParenthesizedExpression(n)) return element(n.expression);
          if (ts.isConditionalExpression(n)) return [...element(n.whenTrue), ...element(n.whenFalse)];
          if (ts.isArrayLiteralExpression(n) && n.elements[index]) return next(n.elements[index], new Map());
          return [OPEN];
        };
        if (ts.isVariableDeclaration(holder) && holder.initializer) return element(holder.initializer);
      }
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const constant = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
        if (constant) return next(declaration.initializer, new Map());
      }
      return literalsOfType(node) ?? [OPEN];
    }
    if (ts.isCallExpression(node)) {
      const fn = functionOf(declarationOf(node.expression));
      if (fn) {
        const inner: Env = new Map(env);
        fn.parameters.forEach((parameter, i) => {
          const argument = node.arguments[i];
          inner.set(parameter, argument ? next(argument) : parameter.initializer ? next(parameter.initializer) : ['']);
        });
        const body = fn.body;
        if (body && !ts.isBlock(body)) return next(body, inner);
        const returns: ts.Expression[] = [];
        const collect = (n: ts.Node) => {
          if (ts.isReturnStatement(n) && n.expression) returns.push(n.expression);
          else if (!ts.isFunctionLike(n)) ts.forEachChild(n, collect);
        };
        if (body) collect(body);
        if (returns.length === 1) return next(returns[0], inner);
      }
      return literalsOfType(node) ?? [OPEN];
    }
    return literalsOfType(node) ?? [OPEN];
  };

  const calls: Call[] = [];
  const unresolved: string[] = [];
  const whereOf = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${path.relative(SRC, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name);
  const valueOf = (property: ts.ObjectLiteralElementLike) => (ts.isPropertyAssignment(property) ? property.initializer : property);

  for (const file of ours) {
    const visit = (node: ts.Node) => {
      // rest.call({ method, path, root? }), rest.stream(...), transport.send(...)
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        const [first] = node.arguments;
        if (['call', 'stream', 'send'].includes(name) && first) {
          if (ts.isObjectLiteralExpression(first) && propertyOf(first, 'method') && propertyOf(first, 'path')) {
            const methods = evaluate(valueOf(propertyOf(first, 'method')!), new Map());
            const paths = evaluate(valueOf(propertyOf(first, 'path')!), new Map());
            const rootProperty = propertyOf(first, 'root');
            const root = rootProperty !== undefined && valueOf(rootProperty).getText() === 'true';
            for (const method of methods)
              for (const p of paths) calls.push({ method, path: `${root ? '' : REST_BASE_PATH}${p}`, where: whereOf(node) });
          } else if (name !== 'send' && name !== 'call') {
            unresolved.push(`${whereOf(node)}: ${node.getText().slice(0, 80)}`);
          }
        }
      }
      // new URL(`${REST_BASE_PATH}/...`, restApiUrl): a REST URL fetched directly (GET).
      if (ts.isNewExpression(node) && node.expression.getText() === 'URL' && node.arguments?.length === 2) {
        for (const p of evaluate(node.arguments[0], new Map())) {
          if (p.startsWith('/api/v1/')) calls.push({ method: 'GET', path: p, where: whereOf(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unresolved };
}

/** Whether the document has `method path` (the path's open segments and `{param}`s match any one segment). */
function documentHas(operations: { method: string; pattern: RegExp }[], call: Call): boolean {
  const [pathOnly] = call.path.split('?');
  const sample = pathOnly.replaceAll(OPEN, 'open-segment');
  return operations.some((operation) => operation.method === call.method && operation.pattern.test(sample));
}

describe("the BFF's REST calls against the REST service's OpenAPI document", () => {
  let stack: Stack;
  let operations: { method: string; pattern: RegExp }[];

  beforeAll(async () => {
    stack = await startStack();
    // Through the BFF's demo-mode pass-through.
    const response = await fetch(`${stack.url}${OPENAPI_DOCUMENT_PATH}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    operations = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`),
        })),
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('finds the calls in the sources', () => {
    const { calls, unresolved } = restCallsOfSources();
    expect(unresolved).toEqual([]);
    // Every area of the client is seen: sign-in, provider admin, doctor, operations and the capabilities question.
    const paths = calls.map((call) => `${call.method} ${call.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/v1/webapp/signin',
        'GET /api/v1/webapp/VistaAdmins/\u0000/sites/getAllSites',
        'GET /api/v1/webapp/eyeCareProviders/\u0000/getallpatients',
        'GET /health',
        'GET /api/v1/webapp/capabilities',
      ]),
    );
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.filter((call) => call.path.includes(OPEN + OPEN) || !call.path.startsWith('/'))).toEqual([]);
  });

  it('calls only operations the document has', () => {
    const { calls } = restCallsOfSources();
    const missing = calls
      .filter((call) => call.path !== OPENAPI_DOCUMENT_PATH && !documentHas(operations, call))
      .map((call) => `${call.method} ${call.path.replaceAll(OPEN, '{?}')} (${call.where})`);
    expect(missing).toEqual([]);
    // The matcher itself: a call the service does not have, or with another method, is not found.
    expect(documentHas(operations, { method: 'GET', path: `${REST_BASE_PATH}/VistaAdmins/${OPEN}/getAllSites`, where: '' })).toBe(false);
    expect(documentHas(operations, { method: 'DELETE', path: `${REST_BASE_PATH}/signin`, where: '' })).toBe(false);
  });

  it('passes only the document through, and only in demo mode', async () => {
    const other = await fetch(`${stack.url}/api/v1/webapp/capabilities`);
    expect(other.status).toBe(404);
    await other.arrayBuffer();
    const production = await startStack({ demoMode: false });
    try {
      const response = await fetch(`${production.url}/api/v1/openapi.json`);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    } finally {
      await production.close();
    }
  });
});
