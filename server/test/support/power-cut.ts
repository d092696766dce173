import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** Running (a zombie left for a parent that does not reap it counts as ended). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/**
 * A power cut of a Postgres cluster: its postmaster and every one of its processes (backends,
 * WAL writer, checkpointer, walsenders) are killed with SIGKILL at once, so nothing is flushed or
 * shut down; the next start runs crash recovery from the WAL. Returns the killed pids.
 */
export async function killPostgres9(clusterDir: string): Promise<number[]> {
  const postmaster = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0 || !alive(postmaster)) {
    throw new Error(`no running postmaster in ${clusterDir}`);
  }
  // stopped first, the postmaster forks no new backend while its children are listed: a child
  // forked meanwhile and missed would outlive it, holding the shared memory (the next start fails)
  process.kill(postmaster, 'SIGSTOP');
  const pids = [...childrenOf(postmaster), postmaster];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 10_000;
  while (pids.some(alive)) {
    if (Date.now() > deadline) throw new Error(`Postgres processes still alive: ${pids.filter(alive)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pids;
}
