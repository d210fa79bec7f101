// Write load from a second process: `connections` loops POST `template` for `seconds`, each body with
// the next number of one counter from `base` as `{n}`, or as `{i}` zero-padded to 8 digits, so every
// write is new (an add's mobile, a claim's id). Counts the envelope's refusals (HTTP 200, code ≠ 0), which
// autocannon cannot see, and prints a JSON line: requests, per second, p50/p99 ms, refused, first refusal.
// Usage: node scripts/bench-writes-load.mjs <url> <seconds> <headers JSON> <template> <base> [connections]
const [url, seconds, headersJson, template, base = '0', connections = '16'] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
let next = 0;
const ms = [];
let refused = 0;
let firstRefusal = '';
const until = performance.now() + Number(seconds) * 1000;
async function loop() {
  while (performance.now() < until) {
    const n = Number(base) + next++;
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: template.replaceAll('{i}', String(n).padStart(8, '0')).replaceAll('{n}', String(n)),
    });
    const json = await res.json();
    ms.push(performance.now() - started);
    if (json.code !== 0) {
      refused += 1;
      firstRefusal ||= `${json.code} ${json.message}`;
    }
  }
}
await Promise.all(Array.from({ length: Number(connections) }, loop));
ms.sort((a, b) => a - b);
const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
process.stdout.write(
  JSON.stringify({
    requests: ms.length,
    reqPerSec: ms.length / Number(seconds),
    p50: at(0.5),
    p99: at(0.99),
    refused,
    firstRefusal,
  }),
);
