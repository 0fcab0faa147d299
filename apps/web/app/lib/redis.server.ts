/**
 * Just enough of a Redis client for the translator's shared rate limits: RESP2 over one TCP connection
 * (https://redis.io/docs/latest/develop/reference/protocol-spec/), commands pipelined in order, AUTH and
 * SELECT from the URL, a deadline per command. The connection is opened on first use and again after it
 * fails; a command that cannot be answered rejects, and the caller decides what to do without Redis.
 */
import { connect, type Socket } from 'node:net';

export type Reply = string | number | null | Reply[];

export class RedisError extends Error {}

export interface RedisOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
  /** Per command, from sending to its answer. */
  timeoutMs?: number;
}

/** Reads `redis://[[user]:password@]host[:port][/db]`; throws naming REDIS_URL when it cannot. */
export function parseRedisUrl(url: string): RedisOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RedisError(`REDIS_URL must be a redis:// URL, not "${url}"`);
  }
  if (u.protocol !== 'redis:') throw new RedisError(`REDIS_URL must start with redis://, not "${u.protocol}//"`);
  const db = u.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,2}$/.test(db)) throw new RedisError(`REDIS_URL: the database must be a number, not "${db}"`);
  return {
    host: u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
  };
}

function encode(args: readonly (string | number)[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const a of args) {
    const b = Buffer.from(String(a));
    parts.push(Buffer.from(`$${b.length}\r\n`), b, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}

/** Parses one reply from `buf` at `at`: the reply and where the next starts, or null when incomplete. */
function parse(buf: Buffer, at: number): { value: Reply | RedisError; next: number } | null {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return null;
  const line = buf.toString('utf8', at + 1, eol);
  const next = eol + 2;
  switch (String.fromCharCode(buf[at] ?? 0)) {
    case '+':
      return { value: line, next };
    case '-':
      return { value: new RedisError(line), next };
    case ':':
      return { value: Number(line), next };
    case '$': {
      const n = Number(line);
      if (n < 0) return { value: null, next };
      if (buf.length < next + n + 2) return null;
      return { value: buf.toString('utf8', next, next + n), next: next + n + 2 };
    }
    case '*': {
      const n = Number(line);
      if (n < 0) return { value: null, next };
      const items: Reply[] = [];
      let p = next;
      for (let i = 0; i < n; i++) {
        const r = parse(buf, p);
        if (!r) return null;
        if (r.value instanceof RedisError) throw r.value;
        items.push(r.value);
        p = r.next;
      }
      return { value: items, next: p };
    }
    default:
      throw new RedisError(`unexpected reply from Redis: ${JSON.stringify(line.slice(0, 40))}`);
  }
}

interface Pending {
  resolve: (r: Reply) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** A connection to one Redis server; `command('INCR', 'k')` answers with the reply or rejects. */
export function createRedis(options: RedisOptions) {
  const timeoutMs = options.timeoutMs ?? 1_000;
  let socket: Socket | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  const pending: Pending[] = [];

  function failAll(error: Error) {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
    for (const p of pending.splice(0)) {
      clearTimeout(p.timer);
      p.reject(error);
    }
  }

  function onData(chunk: Buffer) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    let at = 0;
    try {
      for (;;) {
        const r = parse(buffer, at);
        if (!r) break;
        at = r.next;
        const p = pending.shift();
        if (!p) continue;
        clearTimeout(p.timer);
        if (r.value instanceof RedisError) p.reject(r.value);
        else p.resolve(r.value);
      }
    } catch (e) {
      return failAll(e as Error);
    }
    buffer = buffer.subarray(at);
  }

  function open(): Socket {
    const s = connect(options.port, options.host);
    s.setNoDelay(true);
    s.on('data', onData);
    s.on('error', (e) => failAll(new RedisError(`Redis: ${e.message}`)));
    s.on('close', () => {
      if (socket === s) failAll(new RedisError('Redis closed the connection'));
    });
    socket = s;
    // sent before any command on this connection, and answered first
    const hello: (string | number)[][] = [];
    if (options.password) {
      hello.push(options.username ? ['AUTH', options.username, options.password] : ['AUTH', options.password]);
    }
    if (options.db) hello.push(['SELECT', options.db]);
    for (const h of hello) send(h).catch(() => {});
    return s;
  }

  function send(args: readonly (string | number)[]): Promise<Reply> {
    const s = socket ?? open();
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(
        () => failAll(new RedisError(`Redis did not answer ${args[0]} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      pending.push({ resolve, reject, timer });
      s.write(encode(args));
    });
  }

  return {
    command: (...args: (string | number)[]) => send(args),
    close() {
      failAll(new RedisError('closed'));
    },
  };
}

export type Redis = ReturnType<typeof createRedis>;
