/**
 * The OpenAPI document as one browsable page (/api/docs): operations grouped by menu, each
 * with its path, permission, parameters, body and answers. Rendered here, without scripts,
 * so it works offline and under the server's content security policy.
 */

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Json;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  /** The page the call needs, or the pages sharing it (any one of them opens it). */
  'x-menu': string | readonly string[] | null;
  security: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** A schema in a few words: `string (date)`, `0 | 1`, `MenuNode[]`. */
export function describeSchema(schema: Json): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? schema.$ref;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(variants)) return [...new Set(variants.map(describeSchema))].join(' | ');
  if (schema.type === 'array' && schema.items) return `${describeSchema(schema.items as Json)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

/** Length and range limits, e.g. `1–50 characters`, `≥ 1`. */
function limitsOf(schema: Json): string {
  const limits: string[] = [];
  const { minLength, maxLength, minimum, maximum } = schema;
  if (minLength !== undefined || maxLength !== undefined) {
    limits.push(`${String(minLength ?? 0)}–${String(maxLength ?? '∞')} characters`);
  }
  if (minimum !== undefined) limits.push(`≥ ${String(minimum)}`);
  if (maximum !== undefined) limits.push(`≤ ${String(maximum)}`);
  return limits.join(', ');
}

function schemaBlock(label: string, schema: Json): string {
  return `<details><summary>${escapeHtml(label)}: <code>${escapeHtml(describeSchema(schema))}</code></summary><pre tabindex="0">${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function renderParameters(parameters: Parameter[]): string {
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(describeSchema(parameter.schema))}</code></td><td>${escapeHtml(limitsOf(parameter.schema))}</td></tr>`,
    )
    .join('');
  return `<table><caption>Query parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Limits</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function permissionOf(pages: Operation['x-menu']): string {
  if (pages === null) return 'none (public or the session itself)';
  return typeof pages === 'string' ? pages : `any one of ${pages.join(', ')}`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const deviceCall = operation.security.some((scheme) => 'device' in scheme);
  const permission = deviceCall ? 'the calling device itself (its own credential)' : permissionOf(operation['x-menu']);
  const parts = [
    `<article id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">`,
    `<h3 id="${escapeHtml(operation.operationId)}-title"><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary)}</p>`,
    `<dl><dt>Operation</dt><dd><code>${escapeHtml(operation.operationId)}</code></dd>`,
    `<dt>Permission</dt><dd>${escapeHtml(permission)}</dd>`,
    `<dt>Authentication</dt><dd>${deviceCall ? 'Device credential (Authorization: Device …)' : operation.security.length > 0 ? 'Bearer token' : 'none'}</dd></dl>`,
  ];
  if (operation.parameters?.length) parts.push(renderParameters(operation.parameters));
  for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    parts.push(schemaBlock(`Body (${mediaType})`, schema));
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    parts.push(`<p><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}</p>`);
    for (const [mediaType, { schema }] of Object.entries(response.content ?? {})) {
      parts.push(schemaBlock(`Answer (${mediaType})`, schema));
    }
  }
  parts.push('</article>');
  return parts.join('\n');
}

const style = `
body { font: 14px/1.5 system-ui, "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; margin: 0; color: #1f2937; background: #f5f7fa; }
header, main, nav { max-width: 1080px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; }
nav ul { columns: 3 220px; padding-left: 18px; }
section { margin-top: 32px; }
article { background: #fff; border: 1px solid #d9dee7; border-radius: 4px; padding: 4px 16px 12px; margin: 12px 0; }
.method { display: inline-block; min-width: 48px; font-size: 12px; color: #fff; background: #1d4ed8; border-radius: 3px; padding: 1px 6px; text-align: center; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
dt { color: #4b5563; }
dd { margin: 0; }
table { border-collapse: collapse; margin: 8px 0; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid #d9dee7; padding: 4px 8px; text-align: left; vertical-align: top; }
pre:focus-visible { outline-offset: 0; }
pre { background: #f3f4f6; padding: 8px; overflow: auto; max-height: 420px; }
a { color: #1d4ed8; }
:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
`;

/** The whole page; every text from the document is escaped. */
export function renderApiDocs(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const groups = document.tags
    .map((tag) => ({
      tag: tag.name,
      // A call shared by pages of several groups is tagged with each; the page shows it once, under its first.
      operations: operations.filter(({ operation }) => operation.tags[0] === tag.name),
    }))
    .filter((group) => group.operations.length > 0);
  const contents = groups
    .map(
      (group, index) => `<li><a href="#group-${index}">${escapeHtml(group.tag)}</a> (${group.operations.length})</li>`,
    )
    .join('');
  const sections = groups
    .map(
      (group, index) =>
        `<section aria-labelledby="group-${index}"><h2 id="group-${index}">${escapeHtml(group.tag)}</h2>\n${group.operations
          .map(({ method, path, operation }) => renderOperation(method, path, operation))
          .join('\n')}</section>`,
    )
    .join('\n');
  const shared = Object.entries(document.components.schemas)
    .map(([name, schema]) => schemaBlock(name, schema))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>${operations.length} operations. The machine-readable description: <a href="/api/openapi.json">OpenAPI 3.1 (JSON)</a>.</p>
</header>
<nav aria-label="Groups"><h2>Groups</h2><ul>${contents}</ul></nav>
<main>
${sections}
${shared ? `<section aria-labelledby="shared-schemas"><h2 id="shared-schemas">Shared schemas</h2>\n${shared}</section>` : ''}
</main>
</body>
</html>
`;
}
