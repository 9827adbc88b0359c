// An image of simnet's whole state, to return to it in milliseconds where a boot takes seconds.
//
// simnet has no snapshot (simnet-session.mjs), but all of its state — the Clarity VM, its
// datastore, the session — lives in the one WebAssembly instance @stacks/clarinet-sdk-wasm creates
// per process: the instance's linear memory, plus the JavaScript values the VM holds in its
// externref table (wasm-bindgen keeps the table's free list in linear memory, so the two are copied
// together). Between two calls nothing else is in flight: no mutable global is exported, the stack
// pointer is back at its base, and the JavaScript wrappers (`SDK`, the session proxy) hold only the
// session's pointer. So copying both after a boot and writing them back later is that boot, exactly
// (devnet/simnet-image.test.ts compares it with a fresh boot).
//
// Every session in the process shares the instance: writing an image back rolls every session
// back to when it was taken. simnet-session.mjs uses an image only while its session is the only
// one alive.
//
// Import this module before the SDK loads (simnet-session.mjs does, after wasm-flags.mjs): it notes
// the instance the SDK creates. Imported later, it notes nothing and `takeImage` returns null.

/** @type {WebAssembly.Exports | null} the SDK's instance's exports, once noted */
let simnetExports = null;

// wasm-bindgen frees a wrapper's Rust object when the JavaScript wrapper is collected (a
// FinalizationRegistry per class). A wrapper made before an image was written back and collected
// after would free memory the restored allocator counts as its own (or as free), and the VM then
// fails ("memory access out of bounds"). So each of the SDK's registries that frees a wasm-bindgen
// object (`__wbg_…_free`) or closure (`state.dtor(…)`) notes how many write-backs came before each
// object it registers, and frees only objects made since the last one. An object alive across a
// write-back is left unfreed (a few hundred bytes, once); everything made after it is freed as
// usual, so a devnet that runs long without a reset does not grow. The registries are created as
// the SDK's glue loads, before its instance is noted; after that FinalizationRegistry is the
// platform's again.
const OriginalRegistry = globalThis.FinalizationRegistry;
/** Write-backs of an image so far (`restoreImage`). */
let writeBacks = 0;
class SdkRegistry extends OriginalRegistry {
  /** @param {(held: unknown) => void} cleanup */
  constructor(cleanup) {
    const frees = /__wbg_\w+_free|\.dtor\(/.test(String(cleanup));
    super(
      frees
        ? (/** @type {unknown} */ entry) => {
            const noted = /** @type {{held: unknown, writeBacks: number}} */ (entry);
            if (noted.writeBacks === writeBacks) cleanup(noted.held);
          }
        : cleanup,
    );
    this.frees = frees;
  }
  /** @param {WeakKey} target @param {unknown} held @param {WeakKey} [token] */
  register(target, held, token) {
    super.register(target, this.frees ? { held, writeBacks } : held, token);
  }
}
globalThis.FinalizationRegistry = /** @type {FinalizationRegistryConstructor} */ (
  /** @type {unknown} */ (SdkRegistry)
);

const OriginalInstance = WebAssembly.Instance;
/** Notes the SDK's instance (the only one exporting wasm-bindgen's externref table and an
 * `sdk_initSession`), then steps aside. */
class NotingInstance extends OriginalInstance {
  /** @param {WebAssembly.Module} module @param {WebAssembly.Imports} [imports] */
  constructor(module, imports) {
    super(module, imports);
    const exports = this.exports;
    if (
      exports.memory instanceof WebAssembly.Memory &&
      exports.__wbindgen_externrefs instanceof WebAssembly.Table &&
      typeof exports.sdk_initSession === 'function'
    ) {
      simnetExports = exports;
      WebAssembly.Instance = OriginalInstance;
      globalThis.FinalizationRegistry = OriginalRegistry;
    }
  }
}
WebAssembly.Instance = NotingInstance;

/** @typedef {{memory: Uint8Array, table: unknown[]}} SimnetImage */

/**
 * A copy of simnet's memory and externref table as they are now (≈ 180 MB, ≈ 0.15 s), or null
 * when the SDK's instance was not noted.
 * @returns {SimnetImage | null}
 */
export function takeImage() {
  if (!simnetExports) return null;
  const { memory, __wbindgen_externrefs: table } = simnetExports;
  return {
    memory: new Uint8Array(/** @type {WebAssembly.Memory} */ (memory).buffer).slice(),
    table: Array.from(
      { length: /** @type {WebAssembly.Table} */ (table).length },
      (_, i) =>
        // An externref slot holds any JavaScript value: it is copied back untouched.
        /** @type {unknown} */ (/** @type {WebAssembly.Table} */ (table).get(i)),
    ),
  };
}

/**
 * Writes an image back. Memory grown since is zeroed (nothing in the image points there), and the
 * table's later slots are left to the restored free list, which counts them free.
 * @param {SimnetImage} image
 */
export function restoreImage(image) {
  if (!simnetExports) throw new Error('no simnet instance to restore');
  const { memory, __wbindgen_externrefs: table } = simnetExports;
  const bytes = new Uint8Array(/** @type {WebAssembly.Memory} */ (memory).buffer);
  writeBacks++;
  bytes.set(image.memory);
  bytes.fill(0, image.memory.length);
  image.table.forEach((value, i) => /** @type {WebAssembly.Table} */ (table).set(i, value));
}
