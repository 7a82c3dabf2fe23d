// Workspace packages carry real versions that change when their API changes: a remote built against a
// newer @portal/shared-ui must be told apart from one built against the shell's, or the page runs the
// wrong copy. Each shared package records its public API next to its version (api-surface.json) and a test
// fails when the API no longer matches the record, saying which version bump the change needs.
// `UPDATE_API_SURFACE=1` rewrites the record, but only once the version is bumped enough.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** Entry point (exports key) → export name → its kind and signature. */
export type ApiSurface = Record<string, Record<string, string>>;

export interface ApiRecord {
  version: string;
  entries: ApiSurface;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** TypeScript entry points of a package's exports map (subpaths included, stylesheets skipped). */
function entryPoints(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports?: unknown };
  const entries: Record<string, string> = {};
  const exportsMap = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
  for (const [key, target] of Object.entries(exportsMap as Record<string, unknown>)) {
    const file =
      typeof target === 'string'
        ? target
        : ((target as { types?: string; default?: string }).types ??
          (target as { default?: string }).default);
    if (file && /\.tsx?$/.test(file)) entries[key] = resolve(packageDir, file);
  }
  return entries;
}

function describeSignature(checker: ts.TypeChecker, signature: ts.Signature): string {
  // Parameter types and arity only: renaming a parameter is not an API change.
  const params = signature.parameters.map((param) => {
    const declaration = param.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = declaration && (declaration.questionToken || declaration.initializer) ? '?' : '';
    const rest = declaration?.dotDotDotToken ? '...' : '';
    return `${rest}${optional}${checker.typeToString(checker.getTypeOfSymbol(param), undefined, FORMAT)}`;
  });
  const generics = signature.typeParameters?.length ? `<${signature.typeParameters.length}>` : '';
  return `${generics}(${params.join(', ')}) => ${checker.typeToString(signature.getReturnType(), undefined, FORMAT)}`;
}

/** The members a declaration itself declares (not those it inherits from libraries), with their types. */
function describeMembers(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const parts: string[] = [];
  for (const declaration of symbol.declarations ?? []) {
    if (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)) {
      for (const clause of declaration.heritageClauses ?? []) parts.push(clause.getText());
      for (const member of declaration.members) {
        const name = member.name?.getText() ?? (ts.isConstructorDeclaration(member) ? 'constructor' : '');
        if (!name || ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private) continue;
        const type = checker.getTypeAtLocation(member);
        const signatures = type.getCallSignatures();
        const optional = (member as { questionToken?: unknown }).questionToken ? '?' : '';
        parts.push(
          ts.isConstructorDeclaration(member)
            ? `constructor${describeSignature(checker, checker.getSignatureFromDeclaration(member)!)}`
            : `${name}${optional}: ${
                signatures.length
                  ? signatures.map((s) => describeSignature(checker, s)).join(' & ')
                  : checker.typeToString(type, undefined, FORMAT)
              }`,
        );
      }
    }
  }
  return `{ ${parts.join('; ')} }`;
}

function describeExport(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kinds: string[] = [];
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    kinds.push(
      `${symbol.flags & ts.SymbolFlags.Class ? 'class' : 'interface'} ${describeMembers(checker, symbol)}`,
    );
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    kinds.push(`type ${checker.typeToString(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`);
  }
  if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable) && symbol.valueDeclaration) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration);
    const signatures = type.getCallSignatures();
    kinds.push(
      signatures.length && symbol.flags & ts.SymbolFlags.Function
        ? `function ${signatures.map((s) => describeSignature(checker, s)).join(' & ')}`
        : `const ${checker.typeToString(type, undefined, FORMAT)}`,
    );
  }
  return kinds.join(' + ') || 'unknown';
}

/** Reads the public API of a package: every export of every TypeScript entry of its exports map. */
export function readApiSurface(packageDir: string): ApiSurface {
  const entries = entryPoints(packageDir);
  const configFile = ts.findConfigFile(packageDir, (file) => ts.sys.fileExists(file), 'tsconfig.json');
  const config = configFile
    ? (ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)).config as unknown)
    : {};
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const program = ts.createProgram(Object.values(entries), { ...options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const surface: ApiSurface = {};
  for (const [key, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    surface[key] = Object.fromEntries(
      exports
        .map((symbol) => [symbol.getName(), describeExport(checker, symbol)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
}

export type Bump = 'none' | 'minor' | 'major';

/** What changed between two surfaces and the least version bump it needs. */
export function compareSurfaces(recorded: ApiSurface, current: ApiSurface) {
  const removed: string[] = [];
  const added: string[] = [];
  const changed: string[] = [];
  for (const entry of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    const before = recorded[entry] ?? {};
    const after = current[entry] ?? {};
    const label = (name: string) => (entry === '.' ? name : `${entry}: ${name}`);
    for (const name of Object.keys(before)) {
      if (!(name in after)) removed.push(label(name));
      else if (before[name] !== after[name]) changed.push(label(name));
    }
    for (const name of Object.keys(after)) if (!(name in before)) added.push(label(name));
  }
  // Removing an export breaks its users: major. A changed signature may or may not (a new optional prop
  // does not, a new required one does): at least minor, and the message asks for a judgement.
  const bump: Bump = removed.length ? 'major' : changed.length || added.length ? 'minor' : 'none';
  return { removed, added, changed, bump };
}

const parse = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number) as [number, number, number];

/** Whether `next` is at least a `bump` above `previous`. */
export function bumpedEnough(previous: string, next: string, bump: Bump): boolean {
  const [a, b] = [parse(previous), parse(next)];
  if (bump === 'major') return b[0] > a[0];
  if (bump === 'minor') return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
  return true;
}

/**
 * Checks a package's API against its record; returns the problems (empty when they agree). With
 * `update`, writes the record instead, provided the version bump is enough for the change.
 */
export function checkApiSurface(
  packageDir: string,
  update = process.env.UPDATE_API_SURFACE === '1',
): string[] {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const recordFile = join(packageDir, 'api-surface.json');
  const current = readApiSurface(packageDir);
  const recorded = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as ApiRecord)
    : null;
  const diff = recorded ? compareSurfaces(recorded.entries, current) : null;
  const write = () =>
    writeFileSync(recordFile, `${JSON.stringify({ version: pkg.version, entries: current }, null, 2)}\n`);

  if (!recorded || !diff) {
    if (update) write();
    return update ? [] : [`${pkg.name}: no api-surface.json yet: record it with UPDATE_API_SURFACE=1`];
  }
  const enough = bumpedEnough(recorded.version, pkg.version, diff.bump);
  if (update && enough) {
    write();
    return [];
  }
  const problems: string[] = [];
  const details = [
    ...diff.removed.map((name) => `removed ${name}`),
    ...diff.changed.map((name) => `changed ${name}`),
    ...diff.added.map((name) => `added ${name}`),
  ];
  if (!enough) {
    problems.push(
      `${pkg.name}: its API changed (${details.join('; ')}) but its version is still ${pkg.version} ` +
        `(recorded ${recorded.version}): bump at least the ${diff.bump} version` +
        (diff.changed.length ? ' (major if a change breaks existing callers)' : '') +
        ', then record it with UPDATE_API_SURFACE=1',
    );
  } else if (diff.bump !== 'none' || recorded.version !== pkg.version) {
    problems.push(
      `${pkg.name} ${pkg.version}: ${details.length ? details.join('; ') : 'new version'} not recorded yet: ` +
        'run its tests once with UPDATE_API_SURFACE=1 and commit api-surface.json',
    );
  }
  return problems;
}
