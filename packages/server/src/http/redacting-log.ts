import { Writable } from 'node:stream';

/**
 * The server's log destination with every secret the configuration holds removed from each
 * line, however it got there (an upstream echoing its URL, an error carrying a query string):
 * a last net under the care each caller takes not to log them.
 */
export function redactingLogStream(secrets: readonly string[], destination: NodeJS.WritableStream = process.stdout) {
  // The secret as it appears raw and as a query string or JSON encodes it.
  const forms = [
    ...new Set(
      secrets.filter((secret) => secret.length >= 4).flatMap((secret) => [secret, encodeURIComponent(secret)]),
    ),
  ];
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      let line = chunk.toString();
      for (const form of forms) line = line.replaceAll(form, '[redacted]');
      destination.write(line, () => done());
    },
  });
}
