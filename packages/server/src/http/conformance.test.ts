import {
  endpoints,
  ResultCode,
  RICH_TEXT_MAX_LENGTH,
  successEnvelopeSchema,
  type EndpointName,
} from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseDigest as digestOf } from '../testing/digest';
import { fieldLabel } from '@vending/contract/fieldLabel';
import { harmlessInputs, MISSING_ID } from '../testing/accounts';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';

/*
 * What every endpoint of the contract must do, generated from the contract itself, so that
 * a new endpoint is checked the day it is declared: lists refuse a bad page and size, every
 * required field refuses a bad value by name, and a write to a record that does not exist
 * is a refusal, not a 500. Each call starts from the endpoint's harmless input.
 */

const names = Object.keys(endpoints) as EndpointName[];

function requestFields(name: EndpointName): Record<string, z.ZodType> {
  const request: z.ZodType = endpoints[name].request;
  return request instanceof z.ZodObject ? (request.shape as Record<string, z.ZodType>) : {};
}

/** The label a refusal names a field by, in Chinese (the default language). */
const labelOf = (name: EndpointName, field: string) => fieldLabel(name, field)?.zh ?? field;

const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success;

/**
 * Wrong values as the wire carries them, tried in turn: text for a number, too long, empty,
 * negative, and longer than the longest text anything takes (a rich-text page's HTML).
 */
const badValues = ['abc', 'x'.repeat(1_000), '', '-1', 'x'.repeat(RICH_TEXT_MAX_LENGTH + 1)];
const describeValue = (value: string) => (value.length > 20 ? `${value.length} characters` : JSON.stringify(value));

/** The first wrong value the request schema blames on `field` itself. */
function badValueOf(name: EndpointName, field: string): string | undefined {
  return badValues.find((value) => {
    const parsed = endpoints[name].request.safeParse({ ...harmlessInputs[name], [field]: value });
    return !parsed.success && parsed.error.issues[0]?.path[0] === field;
  });
}

const listEndpoints = names.filter((name) => 'page' in requestFields(name) && 'size' in requestFields(name));

const requiredFieldCases = names.flatMap((name) =>
  Object.entries(requestFields(name))
    .filter(([, field]) => isRequired(field))
    .map(([field]) => {
      const value = badValueOf(name, field);
      return [name, field, value === undefined ? 'nothing found' : describeValue(value), value] as const;
    }),
);

/** Writes naming a record by id (`userId`, `managerId`…). */
const recordWriteCases = names
  .filter((name) => endpoints[name].method !== 'GET')
  .flatMap((name) =>
    Object.keys(requestFields(name))
      .filter((field) => /Id$/.test(field))
      .map((field) => [name, field] as const),
  );

/** Every field naming a record by id, on reads and writes alike. */
const recordIdCases = names.flatMap((name) =>
  Object.keys(requestFields(name))
    .filter((field) => /Id$/.test(field))
    .map((field) => [name, field] as const),
);

/** Beyond the database's integer column: must be refused by the schema, not fail in SQL. */
const BEYOND_INT4 = 3_000_000_000;

describe.each(backends)('every endpoint of the contract on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const databaseDigest = () => digestOf(server.app.database.db);

  it('has a label in both languages for every request field, for refusals to name it by', () => {
    const unlabelled = names.flatMap((name) =>
      Object.keys(requestFields(name))
        .filter((field) => {
          const label = fieldLabel(name, field);
          return !label?.zh || !label.en;
        })
        .map((field) => `${name}.${field}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it('reads every request as an object of fields, and finds lists, required fields and record writes', () => {
    expect(names.filter((name) => !(endpoints[name].request instanceof z.ZodObject))).toEqual([]);
    expect(listEndpoints.length).toBeGreaterThan(0);
    expect(requiredFieldCases.length).toBeGreaterThan(0);
    expect(recordWriteCases.length).toBeGreaterThan(0);
    expect(recordIdCases.map(([name, field]) => `${name}.${field}`)).toContain('updateManagerMenus.managerId');
  });

  describe.each(listEndpoints)('list %s', (name) => {
    it.each([
      ['page', 0],
      ['size', 101],
    ] as const)('refuses %s=%i, naming the field', async (field, value) => {
      const answer = await server.envelope(name, { token, input: { ...harmlessInputs[name], [field]: value } });
      expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
      expect(answer.msg).toContain(labelOf(name, field));
    });

    it('answers a page of 100', async () => {
      const answer = await server.envelope(name, { token, input: { ...harmlessInputs[name], size: 100 } });
      const page = successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as { rows: unknown[] };
      expect(page.rows.length).toBeLessThanOrEqual(100);
    });
  });

  it.each(requiredFieldCases)('%s refuses %s = %s by name and writes nothing', async (name, field, _label, value) => {
    if (value === undefined) throw new Error(`no wrong value for ${name}.${field}: add one to badValues`);
    const before = await databaseDigest();
    const response = await server.call(name, { token, input: { ...harmlessInputs[name], [field]: value } });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(answer.msg).toContain(labelOf(name, field));
    expect(await databaseDigest()).toEqual(before);
  });

  it.each(recordWriteCases)('%s refuses an unknown %s and writes nothing', async (name, field) => {
    const before = await databaseDigest();
    const response = await server.call(name, { token, input: { ...harmlessInputs[name], [field]: MISSING_ID } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest()).toEqual(before);
  });

  it.each(recordIdCases)('%s refuses %s beyond the integer range by name and writes nothing', async (name, field) => {
    const before = await databaseDigest();
    const response = await server.call(name, { token, input: { ...harmlessInputs[name], [field]: BEYOND_INT4 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest()).toEqual(before);
  });
});
