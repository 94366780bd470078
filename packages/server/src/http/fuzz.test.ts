import { endpoints, ResultCode, xlsxFile, type EndpointName } from '@vending/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { harmlessInputs } from '../testing/accounts';
import { databaseDigest } from '../testing/digest';
import { ADMIN_PASSWORD, oneBackend, startTestServer, type TestServer } from '../testing/test-server';

/*
 * Generated bad requests against every endpoint of the contract: each starts from the
 * endpoint's harmless input with one field (or an unknown one) given a generated value of the
 * wrong kind. Whatever comes, the answer is an envelope (or, for a value that happens to be
 * good, the file asked for), never a 5xx, and a refusal writes nothing. They run on one database
 * (`oneBackend`): the refusals are the contract's, the same on both.
 */

const names = Object.keys(endpoints) as EndpointName[];
const fieldsOf = (name: EndpointName) => {
  const request: z.ZodType = endpoints[name].request;
  return request instanceof z.ZodObject ? Object.keys(request.shape as object) : [];
};

/**
 * Values of the wrong kind: text of any length and alphabet (with a NUL character among it),
 * dates, months and instants at the edges of the calendar, numbers out of every range,
 * fractions, booleans, null, lists and objects. Small non-negative whole numbers are left out:
 * an id among them could name a real record, and a harmless input must stay harmless.
 */
const wrongValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '0x10', '1e9', 'NaN', '-0', "' OR 1=1 --", '<script>', '%00', '../../etc/passwd'),
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([head, tail]) => `${head}\u0000${tail}`),
  fc.constantFrom('0000-01-01', '9999-12-31', '0000-01', '9999-12', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(2_147_483_648, 9_007_199_254_740_991, -9_007_199_254_740_991),
  fc.double({ noInteger: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3, noNullPrototype: true }),
);

const RUNS_PER_ENDPOINT = 20;

describe.each(oneBackend)('generated bad requests on $name', ({ databaseUrl }) => {
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
    // Each run's digest after its call is the next run's before: one digest a run, not two.
    let digest = await databaseDigest(server.app.database.db);
    await fc.assert(
      fc.asyncProperty(field, wrongValue, async (chosen, value) => {
        const response = await server.call(name, {
          token,
          input: { ...harmlessInputs[name], [chosen]: value } as Record<string, unknown>,
        });
        const before = digest;
        digest = await databaseDigest(server.app.database.db);
        expect(response.statusCode).toBeLessThan(500);
        // A generated value may happen to be a good one: a download is then a file.
        if (!String(response.headers['content-type']).startsWith('application/json')) {
          expect(response.headers['content-type']).toBe(xlsxFile.mediaType);
          return;
        }
        const answer = response.json() as { code: unknown; msg: unknown };
        expect(typeof answer.code).toBe('number');
        expect(typeof answer.msg).toBe('string');
        if (answer.code !== ResultCode.SUCCESS) expect(digest).toEqual(before);
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: 20_261_124 },
    );
  });
});

/*
 * Two classes of value that pass a field's type yet reach what lies behind it badly: a NUL
 * byte (PostgreSQL text cannot hold one; a spreadsheet cannot either) and a date at the edge
 * of the calendar (year 0, year 9999, whose next day is no date). Every field of every
 * endpoint is tried with each class it can hold; each is refused as any bad value is: code 0,
 * naming the field, nothing written, never a 5xx, never a file.
 */
const NUL_TEXT = 'a\u0000b';
const dateEdges = {
  date: { good: '2026-03-16', edges: ['0000-01-01', '9999-12-31'] },
  month: { good: '2026-03', edges: ['0000-01', '9999-12'] },
  instant: { good: '2026-03-16T02:30:00.000Z', edges: ['0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z'] },
} as const;

/** The date-like kinds a field takes: those whose good example passes and a word does not. */
function dateKindsOf(name: EndpointName, field: string) {
  const request: z.ZodType = endpoints[name].request;
  if (!(request instanceof z.ZodObject)) return [];
  const schema = (request.shape as Record<string, z.ZodType>)[field];
  if (!schema || schema.safeParse('not a date').success) return [];
  return Object.values(dateEdges).filter(({ good }) => schema.safeParse(good).success);
}

const edgeCases = names.flatMap((name) =>
  fieldsOf(name).flatMap((field) => [
    { name, field, value: NUL_TEXT as string },
    ...dateKindsOf(name, field).flatMap(({ edges }) => edges.map((value) => ({ name, field, value: value as string }))),
  ]),
);

describe.each(oneBackend)('NUL bytes and dates at the calendar edge on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('the generated cases cover the date ranges and the month filter', () => {
    const dateFields = new Set(edgeCases.filter(({ value }) => value !== NUL_TEXT).map(({ field }) => field));
    expect([...dateFields]).toEqual(expect.arrayContaining(['startTime', 'endTime', 'month']));
  });

  it.each(edgeCases)('$name refuses $field = $value naming the field', async ({ name, field, value }) => {
    const before = await databaseDigest(server.app.database.db);
    const response = await server.call(name, {
      token,
      input: { ...harmlessInputs[name], [field]: value } as Record<string, unknown>,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json() as { code: number; data: { field?: string } | null };
    expect(answer.code).toBe(ResultCode.FAILURE);
    expect(answer.data?.field).toBe(field);
    expect(await databaseDigest(server.app.database.db)).toEqual(before);
  });

  it('says what is wrong: the NUL character, the calendar the dates must fall in', async () => {
    const nul = await server.envelope('login', { input: { username: NUL_TEXT, password: 'whatever-it-is' } });
    expect(nul.data).toEqual({ field: 'username', message: '用户名不能包含空字符（NUL）' });
    const month = await server.call('getAgentShareListExcle', {
      token,
      input: { month: '0000-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(month.headers['content-type']).toMatch(/^application\/json/);
    expect(month.json()).toMatchObject({ code: 0, data: { field: 'month' } });
    expect((month.json() as { data: { message: string } }).data.message).toMatch(/from 1970-01 to 2999-12$/);
  });
});
