import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { loadConfig } from './config';

/**
 * The process `npm start` and `npm run serve` run: it holds the port and hands each connection to
 * a serving process (server.ts). A serving process that dies is logged with its reason and
 * replaced; connections that arrive meanwhile wait for the replacement instead of being refused.
 * The embedded database belongs to one process, so without DATABASE_URL one process serves.
 */
const config = loadConfig(process.env);
const wanted = config.serverProcesses;
const processes = config.databaseUrl ? wanted : 1;
const log = (message: string) => console.error(`[supervisor] ${new Date().toISOString()} ${message}`);
if (processes < wanted) log(`the embedded database has one serving process, not ${wanted}: set DATABASE_URL for more`);

const here = import.meta.dirname;
const script = ['server.js', 'server.ts'].map((f) => join(here, f)).find((f) => existsSync(f)) as string;

type Serving = {
  child: ChildProcess;
  ready: boolean;
  retiring: boolean;
  startedAt: number;
  /** Connections sent to the process that it has not yet said it took. */
  handed: Map<number, Waiting>;
};
/** A connection to the web port, or to the receiver of rate confirmations by e-mail (SMTP). */
type Kind = 'http' | 'smtp';
type Waiting = { socket: net.Socket; kind: Kind };
const serving = new Set<Serving>();
const waiting: Waiting[] = [];
let turn = 0;
let nextId = 0;
let quickDeaths = 0;
let stopping = false;
// The others start one after another once the first is ready, so one process migrates and seeds.
let yetToStart = processes - 1;

function hand(socket: net.Socket, kind: Kind = 'http') {
  const ready = [...serving].filter((s) => s.ready && !s.retiring && s.child.connected);
  if (ready.length === 0) {
    waiting.push({ socket, kind });
    return;
  }
  const target = ready[turn++ % ready.length] as Serving;
  // The supervisor keeps its copy until the process says it took the connection: one that dies
  // first (killed a moment ago, its exit not yet seen) gives it back to be handed to another.
  const id = nextId++;
  target.handed.set(id, { socket, kind });
  target.child.send({ connection: id, kind }, socket, { keepOpen: true }, (err) => {
    if (err && target.handed.delete(id)) hand(socket, kind);
  });
}

function start(banner: boolean) {
  const child = fork(script, {
    env: {
      ...process.env,
      PORT: String(port),
      INBOUND_SMTP_PORT: smtpPort === null ? 'off' : String(smtpPort),
      SERVER_SUPERVISED: 'true',
      SERVER_BANNER: banner ? 'on' : 'off',
    },
  });
  const s: Serving = { child, ready: false, retiring: false, startedAt: Date.now(), handed: new Map() };
  serving.add(s);
  log(`serving process ${child.pid} started`);
  child.on('message', (message: unknown) => {
    const took = (message as { took?: number } | null)?.took;
    if (took !== undefined) {
      s.handed.get(took)?.socket.destroy();
      s.handed.delete(took);
    } else if (message === 'ready') {
      log(`serving process ${child.pid} is ready`);
      s.ready = true;
      quickDeaths = 0;
      for (const w of waiting.splice(0)) hand(w.socket, w.kind);
      if (yetToStart > 0 && !stopping) {
        yetToStart--;
        start(false);
      }
    } else if (message === 'retiring') {
      // It finishes its open requests and exits; a fresh process takes the new ones at once.
      s.retiring = true;
      if (!stopping) start(false);
    }
  });
  child.on('exit', (code, signal) => {
    serving.delete(s);
    const untaken = [...s.handed.values()];
    s.handed.clear();
    if (stopping) return;
    for (const w of untaken) hand(w.socket, w.kind);
    const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (s.retiring) {
      log(`serving process ${child.pid} ${why} after its open requests`);
      return;
    }
    // Deaths right after starting (a database that is down) are retried less and less often.
    quickDeaths = Date.now() - s.startedAt < 10_000 ? quickDeaths + 1 : 0;
    const delay = Math.min(30_000, quickDeaths === 0 ? 0 : 500 * 2 ** (quickDeaths - 1));
    log(`serving process ${child.pid} ${why}; starting another${delay ? ` in ${delay / 1000} s` : ''}`);
    setTimeout(() => !stopping && start(false), delay);
  });
}

/** Holds a port; its connections are handed to the serving processes as they come. */
async function hold(port: number, host: string, kind: Kind) {
  const server = net.createServer({ pauseOnConnect: true }, (socket) => hand(socket, kind));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { server, port: (server.address() as net.AddressInfo).port };
}

const web = await hold(config.port, config.host, 'http');
const port = web.port;
const smtp = config.inbound.port === null ? null : await hold(config.inbound.port, config.inbound.host, 'smtp');
const smtpPort = smtp?.port ?? null;
start(true);

// Stopping: the ports close at once (new connections are refused, so a load balancer moves on),
// each serving process gets the signal and drains (serving.ts), and this one exits 0 once they
// have. `on`, not `once`: a second signal (a terminal's or a service manager's, sent to the whole
// group) must not kill the supervisor before its processes are done.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping once the serving processes have finished their requests`);
    web.server.close();
    smtp?.server.close();
    for (const w of waiting.splice(0)) w.socket.destroy();
    const exits = [...serving].map((s) => new Promise((resolve) => s.child.once('exit', resolve)));
    for (const s of serving) s.child.kill(signal);
    await Promise.all(exits);
    process.exit(0);
  });
}
