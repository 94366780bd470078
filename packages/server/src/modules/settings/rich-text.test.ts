import { RICH_TEXT_MAX_LENGTH, ResultCode } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { sanitizeRichText } from './rich-text';
import { systemSettings } from './tables';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';

/** Each page's read and save, the key it keeps its text under, and its permission. */
const pages = [
  { get: 'getNovice', update: 'updateNovice', key: 'novice', menu: '新手教程' },
  { get: 'getServiceTerms', update: 'updateServiceTerms', key: 'service', menu: '服务条款' },
  { get: 'getAboutUs', update: 'updateAboutUs', key: 'tutorial', menu: '关于我们' },
] as const;

const hostile = [
  '<h2>欢迎</h2>',
  '<p>第一步<script>alert(document.cookie)</script>扫码</p>',
  '<p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">点我</a>',
  '<a href="https://example.com/help" onclick="steal()">帮助</a></p>',
].join('');

describe.each(backends)('rich-text pages on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it.each(pages)('$menu starts empty, saved by nobody', async ({ get }) => {
    expect((await server.envelope(get, { token: adminToken })).data).toEqual({
      html: '',
      updatedBy: null,
      updateTime: null,
    });
  });

  it.each(pages)(
    '$menu keeps the text without scripts, handlers or javascript: links',
    async ({ get, update, key }) => {
      const saved = await server.envelope(update, { token: adminToken, input: { html: hostile } });
      expect(saved.code).toBe(ResultCode.SUCCESS);
      const clean =
        '<h2>欢迎</h2><p>第一步扫码</p><p><img src="x" /><a>点我</a><a href="https://example.com/help">帮助</a></p>';
      expect((await server.envelope(get, { token: adminToken })).data).toEqual({
        html: clean,
        updatedBy: 'admin',
        updateTime: server.clock.now().toISOString(),
      });
      const stored = await db()
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, key));
      expect(stored).toEqual([{ value: { html: clean } }]);
      expect(JSON.stringify(stored)).not.toMatch(/script|onerror|onclick|javascript:/i);
    },
  );

  it.each(pages)('$menu refuses a text over the limit by its field, writing nothing', async ({ update }) => {
    const before = await databaseDigest(db());
    const answer = await server.envelope(update, {
      token: adminToken,
      input: { html: `<p>${'长'.repeat(RICH_TEXT_MAX_LENGTH)}</p>` },
    });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'html' } });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('takes each page its own permission', async () => {
    const editor = await createManager(server, adminToken, 'novice_editor', ['新手教程']);
    expect(
      (await server.envelope('updateNovice', { token: editor.token, input: { html: '<p>扫码购买</p>' } })).code,
    ).toBe(ResultCode.SUCCESS);
    expect((await server.envelope('getNovice', { token: editor.token })).data).toMatchObject({
      html: '<p>扫码购买</p>',
      updatedBy: 'novice_editor',
    });
    const before = await databaseDigest(db());
    for (const name of ['getServiceTerms', 'getAboutUs'] as const) {
      expect((await server.envelope(name, { token: editor.token })).code).toBe(ResultCode.NO_PERMISSION);
    }
    for (const name of ['updateServiceTerms', 'updateAboutUs'] as const) {
      expect((await server.envelope(name, { token: editor.token, input: { html: '<p>x</p>' } })).code).toBe(
        ResultCode.NO_PERMISSION,
      );
    }
    expect(await databaseDigest(db())).toEqual(before);
  });
});

describe('sanitizeRichText', () => {
  it.each([
    [
      '<p>联系 <a href="mailto:help@example.com">客服</a></p>',
      '<p>联系 <a href="mailto:help@example.com">客服</a></p>',
    ],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<a href=" JaVaScRiPt:alert(1)">链接</a>', '<a>链接</a>'],
    ['<p style="color:red" class="x">红字</p><style>p{}</style>', '<p>红字</p>'],
    ['<iframe src="https://example.com"></iframe><svg onload="alert(1)"></svg>文本', '文本'],
  ])('keeps %s as %s', (html, clean) => {
    expect(sanitizeRichText(html)).toBe(clean);
  });
});
