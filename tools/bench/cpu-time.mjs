// CPU time a process has used (user + system), from /proc: what a build costs per request
// (api/side-by-side.mjs), and how the machine's cores were shared between a bench's roles over a
// phase (ws/cluster.mjs). Linux only.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Seconds of CPU used by `pid` so far; throws when there is no such process. */
export function cpuSeconds(pid) {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime, stime (fields 14 and 15)
}

/** Seconds of CPU used by each role's processes: { role: seconds }; a process gone counts 0. */
export const cpuByRole = (roles) =>
  Object.fromEntries(
    Object.entries(roles).map(([role, pids]) => [
      role,
      pids.reduce((sum, pid) => {
        try {
          return sum + cpuSeconds(pid);
        } catch {
          return sum;
        }
      }, 0),
    ]),
  );
