import { z } from 'zod';

/** Every variable the server reads, with its default; README's configuration table mirrors this. */
export const envTable = [
  { name: 'PORT', default: '3000', meaning: 'port of the one process serving API and console' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'interface to listen on (0.0.0.0 to expose it)' },
  { name: 'DATA_DIR', default: './data', meaning: 'folder of the embedded PGlite database' },
  { name: 'DATABASE_URL', default: '', meaning: 'PostgreSQL connection string; when set PGlite is not used' },
  {
    name: 'DB_POOL_SIZE',
    default: '10',
    meaning: 'PostgreSQL connections one process opens at most (calls and jobs share them)',
  },
  {
    name: 'DRAIN_SECONDS',
    default: '20',
    meaning: 'on SIGTERM, how long calls and jobs in flight get to finish before the process exits',
  },
  {
    name: 'JOB_WORKERS',
    default: 'true',
    meaning: 'whether this process works background jobs (false: it only takes calls and enqueues)',
  },
  { name: 'SESSION_IDLE_HOURS', default: '12', meaning: 'a session unused this long expires (code 401)' },
  {
    name: 'ALLOWED_ORIGINS',
    default: '',
    meaning: 'comma-separated origins allowed to call with credentials',
  },
  { name: 'LOG_REQUESTS', default: 'true', meaning: 'one log line per request: method, path, code, ms' },
  {
    name: 'SESSION_MAX_DAYS',
    default: '30',
    meaning: 'a session ends this many days after sign-in, however busy',
  },
  {
    name: 'APP_SECRET',
    default: '',
    meaning:
      'key of provider secrets at rest (at least 32 characters); required with DATABASE_URL, else a key file under DATA_DIR',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'believe X-Forwarded-For/-Proto from this many proxies in front (true = 1)',
  },
  {
    name: 'S3_ENDPOINT',
    default: '',
    meaning: 'S3-compatible endpoint; with the bucket and keys, uploads go there',
  },
  {
    name: 'OUTBOUND_ALLOW',
    default: '',
    meaning:
      'comma-separated hosts or CIDR ranges inside your network a brand may point its AI provider or SMTP at (e.g. 10.0.0.0/8,mail.internal)',
  },
  {
    name: 'VITE_MACHINE_EXPLORER',
    default: 'false',
    meaning:
      'true: `npm start` builds and serves the console with the machine inspector (a developer build in dist-explorer/, never for production)',
  },
  { name: 'S3_BUCKET', default: '', meaning: 'bucket of the uploads' },
  { name: 'S3_ACCESS_KEY_ID', default: '', meaning: 'access key of the bucket' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', meaning: 'secret key of the bucket' },
  { name: 'S3_REGION', default: 'us-east-1', meaning: 'region the requests are signed for' },
  {
    name: 'S3_PUBLIC_URL',
    default: '',
    meaning: 'public base URL of the bucket (CDN); default endpoint/bucket',
  },
] as const;

// An empty variable (`PORT=`) means "use the default", as most shells and .env files intend.
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'on' || v === 'yes');

const envSchema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DB_POOL_SIZE: z.preprocess(blankAsUnset, z.coerce.number().int().min(2).max(1000).default(10)),
  DRAIN_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().min(0).max(3600).default(20)),
  JOB_WORKERS: z.preprocess(blankAsUnset, flag.default(true)),
  SESSION_IDLE_HOURS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(12),
  ),
  ALLOWED_ORIGINS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ),
  LOG_REQUESTS: z.preprocess(blankAsUnset, flag.default(true)),
  OUTBOUND_ALLOW: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\[?[0-9a-fA-F:.]+\]?(\/\d{1,3})?|[A-Za-z0-9.-]+)$/,
              'must be host names, addresses or CIDR ranges, comma-separated',
            )
            .refine((entry) => {
              const [net, bits] = entry.split('/');
              if (bits === undefined) return true;
              const v6 = (net ?? '').includes(':');
              return Number(bits) <= (v6 ? 128 : 32) && /^[0-9a-fA-F:.]+$/.test(net ?? '');
            }, 'a CIDR range is an address and a prefix length (10.0.0.0/8, fd00::/8)'),
        ),
      ),
  ),
  SESSION_MAX_DAYS: z.preprocess(blankAsUnset, z.coerce.number().positive().max(3650).default(30)),
  // A flag (on = one proxy) or the number of proxies whose X-Forwarded-* headers are believed.
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .union([flag.transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(10)], {
        error: 'must be true, false or a number of proxies (0 to 10)',
      })
      .default(0),
  ),
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default('us-east-1')),
  S3_PUBLIC_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  VITE_MACHINE_EXPLORER: z.preprocess(blankAsUnset, flag.default(false)),
  // Seals provider secrets (server/secrets.ts); the embedded default makes a key file instead.
  APP_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
});

const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** An S3-compatible bucket for uploads; absent means local disk under `DATA_DIR/uploads`. */
export interface S3Env {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Base URL files are answered under, without a trailing slash. */
  publicUrl: string;
}

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process; absent: 10. */
  dbPoolSize?: number;
  /** Seconds calls and jobs in flight get on SIGTERM; absent: 20. */
  drainSeconds?: number;
  /** Whether this process works jobs; absent: true. */
  jobWorkers?: boolean;
  sessionIdleHours: number;
  allowedOrigins: string[];
  logRequests: boolean;
  /** Optional so callers that build an env by hand (tests, bench) keep the defaults: 30. */
  sessionMaxDays?: number;
  /** Proxies whose X-Forwarded-* headers are believed; absent or 0 believes none. */
  trustProxy?: number;
  s3?: S3Env | undefined;
  /** APP_SECRET; absent on the embedded default, which keeps a key file under dataDir. */
  appSecret?: string | undefined;
  /** OUTBOUND_ALLOW: hosts and ranges inside the network that brand-configured calls may reach. */
  outboundAllow?: string[];
  /** VITE_MACHINE_EXPLORER: serve the console built with the machine inspector; absent: false. */
  machineExplorer?: boolean;
}

export interface ReadEnvOptions {
  /**
   * Whether APP_SECRET is required with DATABASE_URL (the server: every process must open the secrets
   * another sealed). Tools that never touch secrets (create-admin) pass false.
   */
  needAppSecret?: boolean;
}

/** Reads and checks the environment once; the error lists every bad variable, not just the first. */
export function readEnv(
  source: Record<string, string | undefined> = process.env,
  options: ReadEnvOptions = {},
): ServerEnv {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  // Checked apart from the schema so that it is listed with every other problem.
  if (
    (options.needAppSecret ?? true) &&
    blankAsUnset(source.DATABASE_URL) &&
    !blankAsUnset(source.APP_SECRET)
  )
    lines.push(
      '  APP_SECRET: required when DATABASE_URL is set (at least 32 characters, the same in every process)',
    );
  // All four or none: a half-configured bucket would quietly fall back to local disk.
  const given = s3Names.filter((n) => blankAsUnset(source[n]) !== undefined);
  if (given.length > 0 && given.length < s3Names.length)
    for (const n of s3Names.filter((name) => !given.includes(name)))
      lines.push(`  ${n}: required with ${given.join(', ')}`);
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  const e = parsed.data;
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          region: e.S3_REGION,
          publicUrl: (e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/+$/, '')}/${e.S3_BUCKET}`).replace(
            /\/+$/,
            '',
          ),
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    drainSeconds: e.DRAIN_SECONDS,
    jobWorkers: e.JOB_WORKERS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    allowedOrigins: e.ALLOWED_ORIGINS,
    logRequests: e.LOG_REQUESTS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: e.TRUST_PROXY,
    s3,
    appSecret: e.APP_SECRET,
    outboundAllow: e.OUTBOUND_ALLOW,
    machineExplorer: e.VITE_MACHINE_EXPLORER,
  };
}

/** For command-line entry points: the environment, or every problem printed and exit code 1 (no stack). */
export function readEnvOrExit(
  source: Record<string, string | undefined> = process.env,
  options: ReadEnvOptions = {},
): ServerEnv {
  try {
    return readEnv(source, options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
