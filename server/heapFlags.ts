/**
 * The V8 heap sizes the server runs with: `npm start`, `npm run serve`, the container image and the
 * benchmarks all pass these (a test keeps them the same).
 *
 * Left alone, V8 sizes its heap by the machine's memory. On a machine with many gigabytes it lets
 * each of the young generation's two halves grow to 64 MiB and the old generation grow up to
 * fourfold between full collections, so that a server with about 100 MiB of live data at 20,000
 * games peaked at 650 to 870 MiB. A 16 MiB half and a 1 GiB ceiling (below 2 GiB, V8 also grows the
 * old generation by a smaller factor) kept the same server under 450 MiB at the same throughput
 * (docs/performance.md). A reload holds the old and the new catalogue for a moment: the ceiling leaves
 * room for a catalogue about five times that size.
 */
export const serverHeapFlags = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
