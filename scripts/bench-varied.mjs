// Load with a different body on every request (autocannon's CLI sends one fixed body): each body is
// `template` with `{n}` replaced by the next of a fixed pseudo-random sequence below `range`, so runs
// repeat. Prints autocannon's JSON result like `autocannon --json`.
// Usage: node scripts/bench-varied.mjs <url> <seconds> <headers JSON> <template> <range>
import autocannon from 'autocannon';

const [url, seconds, headersJson, template, range] = process.argv.slice(2);
let seed = 12345;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % Number(range);
};
const result = await autocannon({
  url,
  connections: 16,
  duration: Number(seconds),
  method: 'POST',
  headers: JSON.parse(headersJson),
  requests: [
    {
      setupRequest: (req) => ({ ...req, body: template.replace('{n}', String(next())) }),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
