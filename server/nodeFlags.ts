/**
 * The Node.js options the server runs with: `npm start`, `npm run serve`, the container image and
 * the benchmarks all pass these (a test keeps them the same).
 *
 * Heap sizes. Left alone, V8 sizes its heap by the machine's memory. On a machine with many
 * gigabytes it lets each of the young generation's two halves grow to 64 MiB and the old generation
 * grow up to fourfold between full collections, so that a server with about 100 MiB of live data at
 * 20,000 games peaked at 650 to 870 MiB. A 16 MiB half and a 1 GiB ceiling (below 2 GiB, V8 also
 * grows the old generation by a smaller factor) kept the same server under 450 MiB at the same
 * throughput (docs/performance.md). A reload holds the old and the new catalogue for a moment: the
 * ceiling leaves room for a catalogue about five times that size.
 *
 * One helper thread for V8 (`--v8-pool-size=1`, four by default). The helpers mark the heap
 * concurrently, sweep it and compile. On a server with one core, four of them took that core from
 * the thread that answers requests while a full collection marked a large catalogue, and every
 * answer waited up to 150 ms; beside one helper, the request thread keeps half the core.
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--max-old-space-size=1024', '--v8-pool-size=1'];
