// V8 flags for simnet's WebAssembly, set before `@stacks/clarinet-sdk` compiles it: import this
// module before the SDK (simnet-session.mjs does, as its first import).
//
// `--liftoff-only` keeps V8 from re-compiling the 7.5 MB Clarity VM with TurboFan. That tier-up
// cost ≈ 190 MB of RSS that never came back (≈ 455 MB right after the first `initSession`, ≈ 265 MB
// without it) and about as much CPU as the rest of the start-up (measured with
// `process.cpuUsage()` around `Chain.create`: 15.2 s → 8.8 s on this loaded 2-core machine). The
// price: the baseline code runs the VM ≈ 30 % slower (a boot 1.8 → 2.4 s CPU; mining 10,000
// transfers stays near 1,000 tx/s), which the devnet's workloads do not notice.
// V8 applies the flag to WebAssembly compiled after it is set, hence the import order.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
