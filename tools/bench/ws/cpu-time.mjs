// CPU time a process has used (user + system), from /proc: how the machine's cores were shared
// between the bench's roles over a phase. Linux only; a process gone reads as 0.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Seconds of CPU used by `pid` so far. */
export function cpuSeconds(pid) {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime, stime (fields 14 and 15)
  } catch {
    return 0;
  }
}

/** Seconds of CPU used by each role's processes: { role: seconds }. */
export const cpuByRole = (roles) =>
  Object.fromEntries(
    Object.entries(roles).map(([role, pids]) => [role, pids.reduce((s, pid) => s + cpuSeconds(pid), 0)]),
  );
