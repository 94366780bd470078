import { Writable } from 'node:stream';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * Fields every pino line carries, said by the line's head rather than repeated after it (a
 * request's line says its status and time in its message).
 */
const headFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'status', 'ms']);

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One pino JSON line as a person reads it: `10:30:05 WARN message key=value`, an error's stack on
 * the lines below. A line that is not JSON is passed as it is.
 */
export function textLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry['time'] === 'number' ? new Date(entry['time']).toTimeString().slice(0, 8) : '';
  const level = levelNames[entry['level'] as number] ?? String(entry['level']);
  const rest = Object.entries(entry)
    .filter(([key]) => !headFields.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const error = entry['err'] as { message?: unknown; stack?: unknown } | undefined;
  const head = [time, level.padEnd(5), valueText(entry['msg'] ?? ''), ...rest].filter(Boolean).join(' ');
  const stack = typeof error?.stack === 'string' ? error.stack : error?.message;
  return stack === undefined ? `${head}\n` : `${head}\n    ${String(stack).split('\n').join('\n    ')}\n`;
}

/** A log destination that writes each JSON line as text (LOG_FORMAT=text). */
export function textLogStream(destination: NodeJS.WritableStream = process.stdout) {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      const text = lines
        .filter((line) => line !== '')
        .map(textLogLine)
        .join('');
      if (text === '') done();
      else destination.write(text, () => done());
    },
  });
}
