// Turns a service's JSON log lines into one readable, prefixed line each.
import { REGISTRY } from '../services.mjs';
import { onLineBatches } from './line-batches.mjs';
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS = ['\x1b[36m', '\x1b[32m', '\x1b[35m', '\x1b[33m', '\x1b[34m', '\x1b[31m'];

export function formatter(name, index, width) {
  const tty = process.stdout.isTTY;
  const color = tty ? COLORS[index % COLORS.length] : '';
  const reset = tty ? '\x1b[0m' : '';
  const prefix = `${color}${name.padEnd(width)}${reset} │ `;
  return (line) => {
    if (!line.trim()) return null;
    let text = line;
    try {
      const j = JSON.parse(line);
      const level = LEVELS[j.level] ?? 'INFO ';
      let msg = j.msg ?? '';
      if (j.req && j.res)
        msg = `${j.req.method} ${j.req.url} → ${j.res.statusCode} ${j.responseTime ?? ''}ms`;
      const ctx = j.context ? `[${j.context}] ` : '';
      // A pino-http-style error ("failed with status code") has a stack that says nothing; the line above does.
      const err =
        j.err?.stack && !/^failed with status code/.test(j.err.message ?? '') ? `\n${j.err.stack}` : '';
      // With tracing on (docs/observability.md): the trace the line belongs to.
      const trace = j.trace_id ? ` trace=${j.trace_id}` : '';
      text = `${level} ${ctx}${msg}${trace}${err}`;
    } catch {
      /* not JSON: print as it is */
    }
    return prefix + text;
  };
}

/** One stream carrying every service's lines (one-process mode): the prefix is each line's service. */
export function serviceFormatter(width) {
  const names = REGISTRY.map((s) => s.name);
  const byName = Object.fromEntries(names.map((n, i) => [n, formatter(n, i, width)]));
  const other = formatter('single', 5, width);
  return (line) => {
    const m = /"service":"([a-z]+)(?:-service)?"/.exec(line);
    return (m && byName[m[1]] ? byName[m[1]] : other)(line);
  };
}

/**
 * Prints a child's stdout and stderr through `fmt`, a batch of lines with one write. A quiet one is
 * still read (and dropped): a pipe nobody reads would stop the child once it is full.
 */
export function printChildOutput(child, fmt, { quiet = false } = {}) {
  for (const stream of [child.stdout, child.stderr])
    onLineBatches(stream, (lines) => {
      if (quiet) return;
      let out = '';
      for (const line of lines) {
        const text = fmt(line);
        if (text) out += text + '\n';
      }
      if (out) process.stdout.write(out);
    });
}
