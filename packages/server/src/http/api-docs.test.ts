import { describe, expect, it } from 'vitest';
import { deviceApiEndpoints, endpoints, generateOpenApi } from '@vending/contract';
import { describeSchema, escapeHtml, renderApiDocs, type OpenApiDocument } from './api-docs';

const document = generateOpenApi() as unknown as OpenApiDocument;

describe('the API reference page', () => {
  const page = renderApiDocs(document);

  it('has one article per endpoint, titled by method and path', () => {
    const entries = [...Object.entries(endpoints), ...Object.entries(deviceApiEndpoints)];
    expect(page.match(/<article /g)).toHaveLength(entries.length);
    for (const [name, endpoint] of entries) {
      expect(page).toContain(`<article id="${name}"`);
      expect(page).toContain(`<span class="method">${endpoint.method}</span> <code>${endpoint.path}</code>`);
    }
  });

  it('says the device API takes a device credential', () => {
    const heartbeat = page.slice(page.indexOf('<article id="deviceHeartbeat"'));
    expect(heartbeat.slice(0, heartbeat.indexOf('</article>'))).toContain(
      'Device credential (Authorization: Device …)',
    );
  });

  it('groups operations by menu and names the permission each needs', () => {
    expect(page).toContain('<h2 id="group-0">Session</h2>');
    expect(page).toMatch(/<h2 id="group-\d+">会员管理<\/h2>/);
    const members = page.slice(
      page.indexOf('<article id="getUserList"'),
      page.indexOf('</article>', page.indexOf('<article id="getUserList"')),
    );
    expect(members).toContain('<dt>Permission</dt><dd>会员列表</dd>');
    expect(members).toContain('<dt>Authentication</dt><dd>Bearer token</dd>');
    // A call that pages share names each of them, and is shown once.
    expect(page.match(/<article id="getDeviceOptions"/g)).toHaveLength(1);
    const devices = page.slice(
      page.indexOf('<article id="getDeviceOptions"'),
      page.indexOf('</article>', page.indexOf('<article id="getDeviceOptions"')),
    );
    expect(devices).toContain('<dt>Permission</dt><dd>any one of 订单列表, 补货记录, 角色管理, 告警中心</dd>');
    expect(members).toContain(
      '<th scope="row"><code>keyword</code></th><td>no</td><td><code>string</code></td><td>1–50 characters</td>',
    );
    expect(members).toContain('<code>string (date)</code>');
  });

  it('escapes every text taken from the document', () => {
    const hostile: OpenApiDocument = {
      info: { title: '<script>alert(1)</script>', version: '1"', description: 'a & b' },
      tags: [{ name: '<b>tag</b>' }],
      paths: {
        '/x?<y>': {
          get: {
            operationId: 'x"onmouseover="alert(1)',
            summary: "<img src=x onerror='alert(1)'>",
            tags: ['<b>tag</b>'],
            'x-menu': null,
            security: [],
            responses: { '200': { description: '<i>ok</i>' } },
          },
        },
      },
      components: { schemas: {} },
    };
    const html = renderApiDocs(hostile);
    expect(html).not.toMatch(/<script>|<img|<b>|<i>|"onmouseover/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('id="x&quot;onmouseover=&quot;alert(1)"');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('describes schemas in a few words', () => {
    expect(describeSchema({ type: 'string', format: 'date' })).toBe('string (date)');
    expect(
      describeSchema({
        anyOf: [
          { type: 'number', const: 0 },
          { type: 'number', const: 1 },
        ],
      }),
    ).toBe('0 | 1');
    expect(describeSchema({ type: 'array', items: { $ref: '#/components/schemas/MenuNode' } })).toBe('MenuNode[]');
    expect(describeSchema({ enum: ['0', '1'] })).toBe('"0" | "1"');
    expect(describeSchema({ type: ['string', 'null'] })).toBe('string | null');
    expect(describeSchema({})).toBe('any');
  });
});
