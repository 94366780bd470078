import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, loginThroughForm, OPERATOR, test } from './fixtures';

test.describe('agents and merchants', () => {
  test('create an agent (a duplicate refused), open its merchants, add a merchant under it, kept after a reload', async ({
    adminPage: page,
    request,
  }) => {
    const name = `端到端代理${Date.now().toString(36)}`;
    await page.goto('/#/agent/list');
    const agentsTable = page.getByRole('table', { name: '代理商列表' });
    await expectRowsLoaded(agentsTable);

    // A name that exists already is refused under the field, and every value stays.
    const listed = await apiCall(request, await apiLogin(request, ADMIN), 'GET', '/api/agent/back/agents/getAgentList');
    const taken = (listed.data as { rows: { name: string }[] }).rows[0]!.name;
    await page.getByRole('button', { name: '新增代理商' }).click();
    const dialog = page.getByRole('dialog', { name: '新增代理商' });
    await dialog.getByLabel('代理商名称').fill(taken);
    await dialog.getByLabel('联系人').fill('端到端');
    await dialog.getByLabel('联系电话').fill('13800138000');
    await dialog.getByLabel('区域').fill('苏州市工业园区');
    await dialog.getByLabel('分成比例（%）').fill('27.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('已有同名的代理商')).toBeVisible();
    await expect(dialog.getByLabel('分成比例（%）')).toHaveValue('27.5');
    await dialog.getByLabel('代理商名称').fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    // The keyword follows the URL; the new agent is there after a reload.
    await page.getByRole('textbox', { name: '关键词' }).fill(name);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.reload();
    const row = agentsTable.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('27.5%')).toBeVisible();

    // Its merchants: none yet; add one under it.
    await row.getByRole('button', { name: '查看商户' }).click();
    await expect(page).toHaveURL(/#\/agent\/business\?agentId=\d+/);
    const merchantsTable = page.getByRole('table', { name: '商户列表' });
    await expect(merchantsTable.getByText('暂无数据')).toBeVisible();
    await page.getByRole('button', { name: '新增商户' }).click();
    const merchant = page.getByRole('dialog', { name: '新增商户' });
    await merchant.getByLabel('商户名称').fill(`${name}旗舰店`);
    await merchant.getByLabel('联系人').fill('店长');
    await merchant.getByLabel('联系电话').fill('13900139000');
    await merchant.getByLabel('所属代理商').click();
    await page.getByRole('option', { name, exact: true }).click();
    await merchant.getByLabel('地址').fill('苏州市工业园区苏州大道东 265 号');
    await merchant.getByLabel('纬度').fill('31.3165');
    await merchant.getByLabel('经度').fill('120.669');
    await merchant.getByRole('button', { name: '保存' }).click();
    await expect(merchant).toBeHidden();
    await page.reload();
    await expect(merchantsTable.getByRole('cell', { name: `${name}旗舰店`, exact: true })).toBeVisible();
    await expect(merchantsTable.getByRole('cell', { name, exact: true })).toBeVisible();
  });

  test('the operator may open the merchants but not the agents', async ({ page, request }) => {
    const token = await apiLogin(request, OPERATOR);
    expect((await apiCall(request, token, 'GET', '/api/agent/back/agents/getAgentList')).code).toBe(21);
    expect((await apiCall(request, token, 'GET', '/api/agent/back/business/getMerchantList')).code).toBe(1);
    await page.goto('/#/login');
    await loginThroughForm(page, OPERATOR);
    await page.goto('/#/agent/business');
    await expectRowsLoaded(page.getByRole('table', { name: '商户列表' }));
    await page.goto('/#/agent/list');
    await expect(page).toHaveURL(/#\/401$/);
  });
});
