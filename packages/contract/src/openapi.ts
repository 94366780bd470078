import { z } from 'zod';
import { envelopeSchema, failureDataSchema, ResultCode } from './envelope';
import type { Endpoint } from './endpoint';
import { ANY_ADMINISTRATOR, menu, pagesOf, type EndpointMenu } from './menu';
import { endpoints } from './endpoints';
import { DEVICE_AUTH_SCHEME, deviceApiEndpoints, type DeviceEndpoint } from './groups/device-api';

type JsonSchema = Record<string, unknown>;

/**
 * z.toJSONSchema puts shared and recursive parts under `$defs` of each schema it returns.
 * Inside an OpenAPI document `#/$defs/...` would point at the document root, so the
 * definitions move to `components.schemas` and the references follow them.
 */
function toComponentSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $defs,
    $schema: _dialect,
    ...root
  } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${inner.slice('#/$defs/'.length)}`]
            : [key, rewrite(inner)],
        ),
      );
    }
    return value;
  };
  for (const [name, definition] of Object.entries($defs ?? {})) {
    components[name] = rewrite(definition) as JsonSchema;
  }
  return rewrite(root) as JsonSchema;
}

const ANY_ADMINISTRATOR_TAG = 'Any administrator';

/** The menu groups of the call's pages: one tag, or one per group when pages of several groups share the call. */
function groupTitlesOf(pages: EndpointMenu): string[] {
  if (pages === null) return ['Session'];
  if (pages === ANY_ADMINISTRATOR) return [ANY_ADMINISTRATOR_TAG];
  const groups = pagesOf(pages).map(
    (interfaceName) =>
      menu.find((entry) => entry.children.some((child) => child.interfaceName === interfaceName))?.interfaceName ??
      'Session',
  );
  return [...new Set(groups)];
}

const mediaTypeOf = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
} as const;

function operationOf(name: string, endpoint: Endpoint, components: Record<string, JsonSchema>) {
  const requestSchema = toComponentSchema(endpoint.request, 'input', components);
  const operation: JsonSchema = {
    operationId: name,
    summary: endpoint.summary,
    tags: groupTitlesOf(endpoint.menu),
    // A page's interface name, or the pages sharing the call (any one of them opens it).
    'x-menu': endpoint.menu,
    security: endpoint.public ? [] : [{ bearer: [] }],
  };
  if (endpoint.encoding === 'query') {
    const properties = (requestSchema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((requestSchema.required ?? []) as string[]);
    operation.parameters = Object.entries(properties).map(([parameter, schema]) => ({
      name: parameter,
      in: 'query',
      required: required.has(parameter),
      schema,
    }));
  } else if (endpoint.encoding !== 'none') {
    operation.requestBody = {
      required: true,
      content: { [mediaTypeOf[endpoint.encoding]]: { schema: requestSchema } },
    };
  }
  const failure = {
    description: `Failure: code ${ResultCode.FAILURE} (data.message, data.field), ${ResultCode.LOGIN_EXPIRED} or ${ResultCode.LOGIN_REQUIRED} (login expired), ${ResultCode.NO_PERMISSION} (no permission)`,
  };
  const success =
    'binary' in endpoint.data
      ? {
          description: 'The file; a failure answers with an envelope instead.',
          content: {
            [endpoint.data.mediaType]: { schema: { type: 'string', contentMediaType: endpoint.data.mediaType } },
            'application/json': { schema: toComponentSchema(envelopeSchema(failureDataSchema), 'output', components) },
          },
        }
      : {
          description: `Envelope; code ${ResultCode.SUCCESS} carries this data. ${failure.description}.`,
          content: {
            'application/json': {
              schema: toComponentSchema(
                z.union([envelopeSchema(endpoint.data), envelopeSchema(failureDataSchema.nullable())]),
                'output',
                components,
              ),
            },
          },
        };
  operation.responses = {
    '200': success,
    '404': { description: `Unknown path: code ${ResultCode.NOT_FOUND}.` },
    '429': { description: `Throttled: code ${ResultCode.TOO_MANY_REQUESTS}.` },
  };
  return operation;
}

const DEVICE_API_TAG = 'Device API';

/** A device call: a device credential, JSON or a query, HTTP statuses that say what the answer is. */
function deviceOperationOf(name: string, endpoint: DeviceEndpoint, components: Record<string, JsonSchema>) {
  const requestSchema = toComponentSchema(endpoint.request, 'input', components);
  const operation: JsonSchema = {
    operationId: name,
    summary: endpoint.summary,
    tags: [DEVICE_API_TAG],
    security: [{ device: [] }],
  };
  if (endpoint.encoding === 'query') {
    const properties = (requestSchema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((requestSchema.required ?? []) as string[]);
    operation.parameters = [
      ...Object.entries(properties).map(([parameter, schema]) => ({
        name: parameter,
        in: 'query',
        required: required.has(parameter),
        schema,
      })),
      ...(endpoint.etag ? [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }] : []),
    ];
  } else {
    operation.requestBody = { required: true, content: { 'application/json': { schema: requestSchema } } };
  }
  const refusal = {
    description: 'Envelope with code 0; data.field names the field at fault (lines.0.slotNo).',
    content: {
      'application/json': { schema: toComponentSchema(envelopeSchema(failureDataSchema), 'output', components) },
    },
  };
  operation.responses = {
    '200': {
      description: `Envelope; code ${ResultCode.SUCCESS} carries this data.${endpoint.etag ? ' With an ETag header.' : ''}`,
      content: {
        'application/json': { schema: toComponentSchema(envelopeSchema(endpoint.data), 'output', components) },
      },
    },
    ...(endpoint.etag ? { '304': { description: 'Unchanged since the ETag sent in If-None-Match; no body.' } } : {}),
    '400': refusal,
    '401': { description: 'No credential, or not a valid one (an administrator token is not one).' },
    '403': { description: 'The device is disabled, or the body names another device (data.field deviceNo).' },
    '409': { description: 'A report about something the server does not know (an upgrade never pushed).' },
    '429': { description: `Too many calls from this device: code ${ResultCode.TOO_MANY_REQUESTS}.` },
  };
  return operation;
}

/** An OpenAPI 3.1 document describing every endpoint of the contract. */
export function generateOpenApi(options: { serverUrl?: string } = {}) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operationOf(name, endpoint, components),
    };
  }
  for (const [name, endpoint] of Object.entries(deviceApiEndpoints) as [string, DeviceEndpoint][]) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: deviceOperationOf(name, endpoint, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vending back-office API',
      version: '1.0.0',
      description:
        'Every answer is an envelope {code, msg, data}. Money is in integer minor units. Form bodies are URL-encoded; a repeated parameter is rejected.',
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
    tags: [
      { name: 'Session' },
      { name: ANY_ADMINISTRATOR_TAG },
      ...menu.map((entry) => ({ name: entry.interfaceName })),
      {
        name: DEVICE_API_TAG,
        description: `What the vending machines call, apart from the administrators' API: Authorization: ${DEVICE_AUTH_SCHEME} <credential>, JSON bodies (docs/DEVICE-API.md).`,
      },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        device: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: `${DEVICE_AUTH_SCHEME} <deviceNo>.<secret>, the credential issued on the devices page`,
        },
      },
    },
  };
}
