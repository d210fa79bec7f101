// `npm run test:unit` runs this after its client shards: one coverage report over all of them.
import { reportMachineCoverage } from './machine-coverage.global.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: machine-coverage-report.ts <dir>');
reportMachineCoverage(dir);
