import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/*
 * public/to-field.js, loaded by index.html before the console's code: the restocker's older
 * address (/#/field) goes on to the field view's own page at once, any other address stays.
 */
const script = readFileSync(path.join(import.meta.dirname, '../../public/to-field.js'), 'utf8');

function runAt(hash: string) {
  const replace = vi.fn();
  new Function('location', script)({ hash, replace });
  return replace;
}

describe('to-field.js', () => {
  it.each(['#/field', '#/field/', '#/FIELD', '#/field?from=login'])('sends %s on to field.html', (hash) => {
    expect(runAt(hash)).toHaveBeenCalledExactlyOnceWith('field.html');
  });

  it.each(['', '#/', '#/login?redirect=%2Ffield', '#/fieldwork', '#/field-trip', '#/equipment/field', '#/home/index'])(
    'leaves %s to the console',
    (hash) => {
      expect(runAt(hash)).not.toHaveBeenCalled();
    },
  );
});
