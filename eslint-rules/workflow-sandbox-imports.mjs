/**
 * Workflow code runs in Temporal's deterministic sandbox (bundled with webpack, no Node built-ins, no I/O).
 * A file this rule is applied to (the config applies it to `workflows/**`) may import at run time only:
 * - the sandbox-safe Temporal packages (`@temporalio/workflow`, `@temporalio/common` without its
 *   `internal-non-workflow` part);
 * - relative modules that obey the same rule themselves, followed transitively, so a helper outside
 *   `workflows/` cannot smuggle `node:fs` into the bundle.
 * Type-only imports are always allowed: the compiler erases them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ALLOWED_PACKAGES = ['@temporalio/workflow', '@temporalio/common'];
const FORBIDDEN_SUBPATH = /internal-non-workflow/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** Why a bare (package) specifier is refused, or null when it is allowed. */
function packageProblem(spec) {
  const allowed = ALLOWED_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`));
  if (!allowed)
    return `'${spec}' is not allowed in workflow code (allowed: ${ALLOWED_PACKAGES.join(', ')}, relative sandbox-safe modules, type-only imports)`;
  if (FORBIDDEN_SUBPATH.test(spec)) return `'${spec}' is Temporal's non-workflow code`;
  return null;
}

function resolveRelative(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  // `./x.js` written for a `./x.ts` source, as ESM-style TypeScript does.
  if (/\.(c|m)?js$/.test(base)) candidates.push(base.replace(/\.(c|m)?js$/, '.ts'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** Run-time module specifiers of a source file (type-only imports and exports left out), via the TS parser. */
function runtimeSpecifiers(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && !node.isTypeOnly) {
      const expr = node.moduleReference.expression;
      if (ts.isStringLiteral(expr)) out.push(expr.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isRequire || node.expression.kind === ts.SyntaxKind.ImportKeyword) out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * The first problem found by following a relative import transitively, as a chain of specifiers, or null.
 * `seen` guards against import cycles.
 */
function transitiveProblem(file, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  let source;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  for (const spec of runtimeSpecifiers(file, source)) {
    const problem = specifierProblem(file, spec, seen);
    if (problem) return `${path.basename(file)} → ${problem}`;
  }
  return null;
}

function specifierProblem(fromFile, spec, seen) {
  if (!spec.startsWith('.')) return packageProblem(spec);
  const target = resolveRelative(fromFile, spec);
  if (!target) return null; // TypeScript reports unresolved modules; nothing to follow here
  return transitiveProblem(target, seen);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Workflow files import only Temporal's sandbox-safe packages, type-only imports and modules that obey this rule" },
    schema: [],
    messages: {
      forbidden: 'Workflow sandbox: {{problem}}',
      forbiddenVia: "Workflow sandbox: '{{spec}}' is not sandbox-safe: {{problem}}",
    },
  },
  create(context) {
    const filename = context.filename;
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        const problem = packageProblem(spec);
        if (problem) context.report({ node, messageId: 'forbidden', data: { problem } });
        return;
      }
      const target = resolveRelative(filename, spec);
      if (!target) return;
      const problem = transitiveProblem(target, new Set([filename]));
      if (problem) context.report({ node, messageId: 'forbiddenVia', data: { spec, problem } });
    }
    const isTypeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
    return {
      ImportDeclaration(node) {
        if (!isTypeOnlyImport(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
        else context.report({ node, messageId: 'forbidden', data: { problem: 'dynamic import of a computed specifier' } });
      },
      TSImportEqualsDeclaration(node) {
        if (node.importKind !== 'type' && node.moduleReference.type === 'TSExternalModuleReference')
          check(node, node.moduleReference.expression.value);
      },
      'CallExpression[callee.type="Identifier"][callee.name="require"]'(node) {
        const arg = node.arguments[0];
        if (arg && arg.type === 'Literal') check(node, arg.value);
      },
    };
  },
};
