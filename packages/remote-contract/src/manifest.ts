// The one reader of an mf-manifest.json. A remote's manifest arrives over the network and is trusted by no
// one: the shell's browser code (which remote claims a URL), its server (claims, release, Node build,
// stylesheets, the files to preload) and the contract test all read it here, checked field by field, so a
// malformed manifest is refused with every problem named, never half-read. Fields Module Federation owns
// that a manifest may leave out (a development build, a test's fixture) read as empty; a field of the
// wrong type is a problem.
import {
  CONTRACT_VERSION,
  MANIFEST_METADATA_KEY,
  ROUTES_EXPOSE,
  type RemoteManifestMetadata,
} from './contract';
import { ContractError } from './validate';

/** A module the build shares (the manifest's `shared`): what it provides, or what it needs. */
export interface SharedModule {
  name: string;
  version: string;
  /** The range it needs; absent or false: any. */
  requiredVersion?: string | false;
  /** Absent for a deep import shared through its package's prefix entry (`react/jsx-runtime`). */
  singleton?: boolean;
}

/** The browser code behind a remote's `./routes`, as its manifest lists it. */
export interface RemoteCode {
  /** The remote's entry (`remoteEntry.js`); null when the manifest names none. */
  entry: string | null;
  /** The files of the `./routes` module itself. */
  routes: string[];
  /** The files of the remote's copy of each module it shares, by share name. */
  shared: Record<string, string[]>;
  /**
   * Each page's code beyond `./routes`, by the name its route gives as `handle.code`: its own files and
   * the remote's copy of each module it shares that `./routes` does not use.
   */
  pages: Record<string, { own: string[]; shared: Record<string, string[]> }>;
}

/**
 * A remote's manifest, read. File names are URLs resolved against the manifest's own URL when the reader
 * was given it, else as the manifest lists them (relative to its folder).
 */
export interface RemoteManifest extends RemoteManifestMetadata {
  /** The remote's federation name. */
  name: string;
  /** The Node build of `./routes` (`metaData.ssrRemoteEntry`); null: the remote renders in the browser only. */
  ssrEntry: string | null;
  /** The stylesheets of the `./routes` expose (the page is painted with them). */
  stylesheets: string[];
  /** The browser code that mounts the routes (`metaData.portal.code`, written by @portal/build-config). */
  code: RemoteCode;
  shared: SharedModule[];
  /** The Module Federation version the build used (`metaData.pluginVersion`). */
  pluginVersion: string | null;
  /**
   * Every file the manifest names, sorted: the browser's and the server's entries and each exposed and
   * shared module's scripts and stylesheets, loaded at once or later. A release missing one goes live
   * broken (a page without its stylesheet, a click whose chunk answers 404).
   */
  files: string[];
}

export interface ReadManifest {
  /** The name the manifest gives itself, when it gives one (to report on even a manifest that is refused). */
  name: string | null;
  /** Null when anything is wrong. */
  manifest: RemoteManifest | null;
  problems: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects problems while reading, each named by where it was found. */
class Reader {
  readonly problems: string[] = [];
  constructor(private readonly url: string | undefined) {}

  file(name: string): string {
    return this.url ? new URL(name, this.url).href : name;
  }

  /** A list of file names; absent is empty. */
  files(value: unknown, where: string): string[] {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((file) => typeof file === 'string')) {
      this.problems.push(`${where} must be a list of file names`);
      return [];
    }
    return value.map((file: string) => this.file(file));
  }

  /** A record of file lists by name; absent is empty. */
  filesByName(value: unknown, where: string): Record<string, string[]> {
    if (value === undefined) return {};
    if (!isRecord(value)) {
      this.problems.push(`${where} must map names to lists of file names`);
      return {};
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, files]) => [name, this.files(files, `${where}.${name}`)]),
    );
  }

  /** A record, or undefined when absent; anything else is a problem. */
  record(value: unknown, where: string): Record<string, unknown> | undefined {
    if (value === undefined || isRecord(value)) return value;
    this.problems.push(`${where} must be an object`);
    return undefined;
  }

  /** An entry (`{ name, path }`): its URL, or null when the manifest names none. */
  entry(value: unknown, where: string): string | null {
    const entry = this.record(value, where);
    if (!entry) return null;
    if (typeof entry.name !== 'string' || (entry.path !== undefined && typeof entry.path !== 'string')) {
      this.problems.push(`${where} must give the file's name (and its folder as path)`);
      return null;
    }
    return entry.name ? this.file([entry.path, entry.name].filter(Boolean).join('/')) : null;
  }
}

function readShared(value: unknown, reader: Reader): SharedModule[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    reader.problems.push('shared must be a list of modules');
    return [];
  }
  return value.flatMap((entry: unknown, at): SharedModule[] => {
    const ok =
      isRecord(entry) &&
      typeof entry.name === 'string' &&
      typeof entry.version === 'string' &&
      (entry.requiredVersion === undefined ||
        entry.requiredVersion === false ||
        typeof entry.requiredVersion === 'string') &&
      (entry.singleton === undefined || typeof entry.singleton === 'boolean');
    if (!ok) {
      reader.problems.push(
        `shared[${at}] must give a module's name and version (a requiredVersion range, a singleton flag)`,
      );
      return [];
    }
    const { name, version, requiredVersion, singleton } = entry as unknown as SharedModule;
    return [
      {
        name,
        version,
        ...(requiredVersion === undefined ? {} : { requiredVersion }),
        ...(singleton === undefined ? {} : { singleton }),
      },
    ];
  });
}

function readPluginVersion(meta: unknown, reader: Reader): string | null {
  const version = isRecord(meta) ? meta.pluginVersion : undefined;
  if (version === undefined) return null;
  if (typeof version !== 'string') {
    reader.problems.push('metaData.pluginVersion must be a version');
    return null;
  }
  return version;
}

/**
 * What any build's manifest says about sharing (the shell's too, which has no portal block): the modules
 * it shares and the Module Federation version it was built with.
 */
export function readSharedModules(manifest: unknown): {
  shared: SharedModule[];
  pluginVersion: string | null;
  problems: string[];
} {
  const reader = new Reader(undefined);
  if (!isRecord(manifest)) {
    return { shared: [], pluginVersion: null, problems: ['the manifest is not a JSON object'] };
  }
  const shared = readShared(manifest.shared, reader);
  const pluginVersion = readPluginVersion(manifest.metaData, reader);
  return { shared, pluginVersion, problems: reader.problems };
}

function readCode(value: unknown, entry: string | null, reader: Reader): RemoteCode {
  const where = `metaData.${MANIFEST_METADATA_KEY}.code`;
  const code = reader.record(value, where) ?? {};
  const pages = reader.record(code.pages, `${where}.pages`) ?? {};
  return {
    entry,
    routes: reader.files(code.routes, `${where}.routes`),
    shared: reader.filesByName(code.shared, `${where}.shared`),
    pages: Object.fromEntries(
      Object.entries(pages).map(([name, page]) => {
        const at = `${where}.pages.${name}`;
        const read = reader.record(page, at) ?? {};
        return [
          name,
          {
            own: reader.files(read.own, `${at}.own`),
            shared: reader.filesByName(read.shared, `${at}.shared`),
          },
        ];
      }),
    ),
  };
}

/** A module's scripts and stylesheets (`assets.{js,css}.{sync,async}`), loaded at once or later. */
function readModuleAssets(module: unknown, where: string, reader: Reader): { js: string[]; css: string[] } {
  const assets = reader.record(isRecord(module) ? module.assets : undefined, where);
  const read = (kind: 'js' | 'css') => {
    const files = reader.record(assets?.[kind], `${where}.${kind}`);
    return [
      ...reader.files(files?.sync, `${where}.${kind}.sync`),
      ...reader.files(files?.async, `${where}.${kind}.async`),
    ];
  };
  return { js: read('js'), css: read('css') };
}

/**
 * The exposed modules: the `./routes` expose's stylesheets (its absence is reported with what is exposed
 * instead) and every file of every expose.
 */
function readExposes(value: unknown, reader: Reader): { stylesheets: string[]; files: string[] } {
  if (value !== undefined && !Array.isArray(value)) {
    reader.problems.push('exposes must be a list of modules');
    return { stylesheets: [], files: [] };
  }
  const exposes: unknown[] = value ?? [];
  const isRoutes = (expose: unknown) => isRecord(expose) && expose.path === ROUTES_EXPOSE;
  if (!exposes.some(isRoutes)) {
    const names = exposes.map((e) => (isRecord(e) ? String(e.path ?? e.name) : '?')).join(', ');
    reader.problems.push(`the remote does not expose ${ROUTES_EXPOSE} (exposes: ${names || 'nothing'})`);
  }
  let stylesheets: string[] = [];
  const files = exposes.flatMap((expose, at) => {
    const where = isRoutes(expose) ? `the ${ROUTES_EXPOSE} expose's assets` : `exposes[${at}].assets`;
    const { js, css } = readModuleAssets(expose, where, reader);
    if (isRoutes(expose)) stylesheets = css;
    return [...js, ...css];
  });
  return { stylesheets, files };
}

/** The portal block (`metaData.portal`): null when it is missing, its problems reported. */
function readPortal(value: unknown, reader: Reader): RemoteManifestMetadata | null {
  const key = MANIFEST_METADATA_KEY;
  if (!isRecord(value)) {
    reader.problems.push(`metaData.${key} is missing (was the remote built with @portal/build-config?)`);
    return null;
  }
  const before = reader.problems.length;
  if (value.contract !== CONTRACT_VERSION) {
    reader.problems.push(
      `built for remote contract ${JSON.stringify(value.contract) ?? 'undefined'}, this host speaks ${CONTRACT_VERSION}`,
    );
  }
  const routes = value.routes;
  if (!Array.isArray(routes) || routes.length === 0) {
    reader.problems.push(`metaData.${key}.routes must list the URL patterns the remote owns`);
  } else {
    for (const pattern of routes) {
      if (typeof pattern !== 'string' || !pattern.startsWith('/')) {
        reader.problems.push(`route pattern ${JSON.stringify(pattern)} must be an absolute path`);
      }
    }
  }
  if (typeof value.release !== 'string' || !value.release) {
    reader.problems.push(`metaData.${key}.release must name the release`);
  }
  if (reader.problems.length > before) return null;
  return { contract: CONTRACT_VERSION, routes: routes as string[], release: value.release as string };
}

/**
 * Reads a remote's mf-manifest.json. `name`: the remote's federation name as the host registered it (the
 * manifest must agree, or the runtime would load a different container); without it the manifest's own
 * name is taken. `url`: where the manifest was read from, to resolve the files it names.
 */
export function readRemoteManifest(
  manifest: unknown,
  { name: expected, url }: { name?: string; url?: string } = {},
): ReadManifest {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) {
    return {
      name: null,
      manifest: null,
      problems: ['the manifest has no metaData (is it an mf-manifest.json?)'],
    };
  }
  const reader = new Reader(url);
  const name = typeof manifest.name === 'string' && manifest.name ? manifest.name : null;
  if (expected !== undefined && name !== expected) {
    reader.problems.push(`the manifest is for "${String(manifest.name)}", registered as "${expected}"`);
  } else if (name === null) {
    reader.problems.push("the manifest must give the remote's name");
  }
  const { stylesheets, files: exposed } = readExposes(manifest.exposes, reader);
  const meta = manifest.metaData;
  const portal = readPortal(meta[MANIFEST_METADATA_KEY], reader);
  const entry = reader.entry(meta.remoteEntry, 'metaData.remoteEntry');
  const ssrEntry = reader.entry(meta.ssrRemoteEntry, 'metaData.ssrRemoteEntry');
  const block = meta[MANIFEST_METADATA_KEY];
  const code = readCode(isRecord(block) ? block.code : undefined, entry, reader);
  const shared = readShared(manifest.shared, reader);
  const pluginVersion = readPluginVersion(meta, reader);
  const sharedFiles = (Array.isArray(manifest.shared) ? manifest.shared : []).flatMap(
    (module: unknown, at) => {
      const { js, css } = readModuleAssets(module, `shared[${at}].assets`, reader);
      return [...js, ...css];
    },
  );
  const files = [
    ...new Set([...[entry, ssrEntry].filter((file) => file !== null), ...exposed, ...sharedFiles]),
  ].sort();
  if (reader.problems.length > 0 || !portal || name === null) {
    return { name, manifest: null, problems: reader.problems };
  }
  return {
    name,
    manifest: { ...portal, name, ssrEntry, stylesheets, code, shared, pluginVersion, files },
    problems: [],
  };
}

/** A remote's manifest, read; throws a ContractError naming every problem. */
export function parseRemoteManifest(
  manifest: unknown,
  options: { name: string; url?: string },
): RemoteManifest {
  const read = readRemoteManifest(manifest, options);
  if (!read.manifest) throw new ContractError(options.name, read.problems);
  return read.manifest;
}
