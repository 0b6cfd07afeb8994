import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Emscripten's NODEFS inside one PGlite module, as far as this file touches it. */
type ModuleOptions = Parameters<NodeFS['init']>[1];
type PreRun = Extract<NonNullable<ModuleOptions['preRun']>[number], (...args: never[]) => unknown>;

interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's node filesystem with a working fsync. Emscripten's NODEFS has no fsync of its own, so
 * Postgres's fsync() reached the host as nothing at all, whatever its `fsync` setting said. This
 * one calls the host's fsync(2) on the file Postgres names, so with `fsync=on` a commit returns
 * only once its WAL is on the disk. (fdatasync() is a no-op in PGlite's build: the caller also
 * sets `wal_sync_method=fsync`.) `syncs` counts the calls, for tests.
 */
export class DurableNodeFS extends NodeFS {
  syncs = 0;

  override async init(pg: Parameters<NodeFS['init']>[0], opts: ModuleOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync: PreRun = (mod) => {
      const nodefs = (mod as { NODEFS?: EmscriptenNodeFs }).NODEFS;
      if (!nodefs) throw new Error('This PGlite build has no NODEFS: cannot make fsync work');
      nodefs.stream_ops.fsync = (stream) => {
        this.syncs += 1;
        // tryFSOperation turns a host error into the errno Postgres reads (it then stops: PANIC).
        if (stream.nfd !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), addFsync],
      },
    };
  }
}
