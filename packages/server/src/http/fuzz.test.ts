import { endpoints, ResultCode, xlsxFile, type EndpointName } from '@vending/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { harmlessInputs } from '../testing/accounts';
import { databaseDigest } from '../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';

/*
 * Generated bad requests against every endpoint of the contract: each starts from the
 * endpoint's harmless input with one field (or an unknown one) given a generated value of the
 * wrong kind. Whatever comes, the answer is an envelope (or, for a value that happens to be
 * good, the file asked for), never a 5xx, and a refusal writes nothing.
 */

const names = Object.keys(endpoints) as EndpointName[];
const fieldsOf = (name: EndpointName) => {
  const request: z.ZodType = endpoints[name].request;
  return request instanceof z.ZodObject ? Object.keys(request.shape as object) : [];
};

/**
 * Values of the wrong kind: text of any length and alphabet, numbers out of every range,
 * fractions, booleans, null, lists and objects. Small non-negative whole numbers are left out:
 * an id among them could name a real record, and a harmless input must stay harmless.
 */
const wrongValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '0x10', '1e9', 'NaN', '-0', "' OR 1=1 --", '<script>', '%00', '../../etc/passwd'),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(2_147_483_648, 9_007_199_254_740_991, -9_007_199_254_740_991),
  fc.double({ noInteger: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3, noNullPrototype: true }),
);

const RUNS_PER_ENDPOINT = 20;

describe.each(backends)('generated bad requests on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    // No demo data: the digest of every table is taken around each call.
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it.each(names)('%s answers an envelope, never a 5xx, and a refusal writes nothing', async (name) => {
    const field = fc.constantFrom(...fieldsOf(name), 'unexpectedField');
    await fc.assert(
      fc.asyncProperty(field, wrongValue, async (chosen, value) => {
        const before = await databaseDigest(server.app.database.db);
        const response = await server.call(name, {
          token,
          input: { ...harmlessInputs[name], [chosen]: value } as Record<string, unknown>,
        });
        expect(response.statusCode).toBeLessThan(500);
        // A generated value may happen to be a good one: a download is then a file.
        if (!String(response.headers['content-type']).startsWith('application/json')) {
          expect(response.headers['content-type']).toBe(xlsxFile.mediaType);
          return;
        }
        const answer = response.json() as { code: unknown; msg: unknown };
        expect(typeof answer.code).toBe('number');
        expect(typeof answer.msg).toBe('string');
        if (answer.code !== ResultCode.SUCCESS) expect(await databaseDigest(server.app.database.db)).toEqual(before);
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: 20_261_124 },
    );
  });
});
