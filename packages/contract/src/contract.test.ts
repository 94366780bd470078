import { describe, expect, it } from 'vitest';
import {
  accessOf,
  ANY_ADMINISTRATOR,
  deviceApiEndpoints,
  endpoints,
  envelopeSchema,
  failureDataSchema,
  generateOpenApi,
  menu,
  MENU_ICONS,
  pagesOf,
  memberListRequest,
  pageInterfaceNames,
  ResultCode,
  successEnvelopeSchema,
  updateManagerMenusRequest,
  addManagerRequest,
  uploadImageRequest,
  type Endpoint,
} from './index';

const allEndpoints = Object.entries(endpoints) as [string, Endpoint][];

describe('envelope', () => {
  it('names the codes of docs/SPECIFICATION.md §8', () => {
    expect(ResultCode).toMatchObject({
      SUCCESS: 1,
      FAILURE: 0,
      LOGIN_EXPIRED: 3,
      LOGIN_REQUIRED: 403,
      NO_PERMISSION: 21,
    });
  });

  it('accepts {code,msg,data} and rejects answers missing a part', () => {
    const schema = envelopeSchema(failureDataSchema);
    expect(schema.safeParse({ code: 0, msg: '', data: { message: '原密码错误' } }).success).toBe(true);
    expect(schema.safeParse({ code: 0, data: { message: 'x' } }).success).toBe(false);
    expect(successEnvelopeSchema(endpoints.login.data).safeParse({ code: 0, msg: '', data: 't' }).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('turns the text of a query string into typed filters with defaults', () => {
    expect(memberListRequest.parse({ keyword: ' 王 ', isFlag: '1', startTime: '2024-01-01', page: '2' })).toEqual({
      keyword: '王',
      isFlag: 1,
      startTime: '2024-01-01',
      page: 2,
      size: 10,
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ size: '101' }, 'size'],
    [{ page: '1.5' }, 'page'],
    [{ isFlag: '2' }, 'isFlag'],
    [{ startTime: '2024-02-30' }, 'startTime'],
    [{ startTime: '2024-03-02', endTime: '2024-03-01' }, 'endTime'],
    [{ page: ['1', '2'] }, 'page'],
    [{ unknown: 'x' }, ''],
  ])('rejects %j naming the field', (query, field) => {
    const result = memberListRequest.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('never lets a body set managerType', () => {
    const result = addManagerRequest.safeParse({
      username: 'clerk',
      realName: '张三',
      passWord: 'long enough',
      managerType: '1',
    });
    expect(result.success).toBe(false);
  });

  it('takes a Blob (or anything shaped like one) as an upload file, and names a missing one', () => {
    expect(uploadImageRequest.safeParse({ file: new Blob(['x'], { type: 'image/png' }) }).success).toBe(true);
    for (const input of [{}, { file: 'text' }, { file: { type: 'image/png' } }]) {
      const result = uploadImageRequest.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['file']);
    }
  });

  it('grants only known pages', () => {
    expect(updateManagerMenusRequest.safeParse({ managerId: 2, interfaceNames: ['会员列表'] }).success).toBe(true);
    expect(updateManagerMenusRequest.safeParse({ managerId: 2, interfaceNames: ['会员管理'] }).success).toBe(false);
  });
});

describe('endpoints table', () => {
  it('has the calls of docs/SPECIFICATION.md §7 with their methods and paths verbatim', () => {
    const calls = allEndpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/sys-manager/admin/login',
        'GET /api/sys-manager/admin/logout',
        'GET /api/sys-manager/admin/getManagerInfo',
        'GET /api/sys-menu/back/getMenuList',
        'PUT /api/sys-manager/admin/updatePwd',
        'GET /api/sys-user/back/users/getUserList',
        'POST /api/sys-user/back/users/updateUserIsFlag',
        'GET /api/sys-user/back/users/getUserListExcle',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('sends the login and password change as URL-encoded forms', () => {
    expect(endpoints.login.encoding).toBe('form');
    expect(endpoints.updatePwd.encoding).toBe('form');
    expect(endpoints.updatePwd.method).toBe('PUT');
  });

  it('decides a menu for every endpoint: a page or pages, null for session calls, or "any administrator" by name', () => {
    const sessionCalls = ['login', 'logout', 'getManagerInfo', 'getMenuList', 'updatePwd'];
    // Images serve many pages' forms, and every page showing money reads the currency; every
    // other call belongs to one page, or to the pages sharing it (the option lists, and the
    // command palette's search of the device, order and member lists).
    const anyAdministratorCalls = ['uploadImage', 'getMoneySettings'];
    const sharedCalls = [
      'getAgentOptions',
      'getDeviceOptions',
      'getDeviceMerchantOptions',
      'getRegionOptions',
      'getRoleOptions',
      'searchRecords',
      // An alarm is resolved, and a device's temperatures read, from 设备列表 and 告警中心.
      'resolveDeviceAlarm',
      'getDeviceTemperatures',
    ];
    for (const [name, endpoint] of allEndpoints) {
      if (sessionCalls.includes(name)) expect(endpoint.menu, name).toBeNull();
      else if (anyAdministratorCalls.includes(name)) expect(endpoint.menu, name).toBe(ANY_ADMINISTRATOR);
      else if (sharedCalls.includes(name)) {
        const pages = pagesOf(endpoint.menu);
        expect(pages.length, name).toBeGreaterThan(1);
        expect(new Set(pages).size, name).toBe(pages.length);
        for (const page of pages) expect(pageInterfaceNames, name).toContain(page);
      } else expect(pageInterfaceNames, name).toContain(endpoint.menu);
    }
    expect(allEndpoints.filter(([, endpoint]) => endpoint.public).map(([name]) => name)).toEqual(['login']);
  });

  it('classifies every endpoint as a read or a write, by its method, as its name says', () => {
    // 查看 (view) opens a page's reads only (docs/SPECIFICATION.md §6): a read must not write.
    const readName = /^(get|count|search)[A-Z]/;
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const access = accessOf(endpoint);
      expect(['read', 'write'], name).toContain(access);
      // logout ends one's own session; session calls hold no page, so no level applies.
      if (name === 'logout') continue;
      expect(access === 'read', name).toBe(readName.test(name));
    }
  });

  it('uses GET only with the query string or nothing', () => {
    for (const [name, endpoint] of allEndpoints) {
      if (endpoint.method === 'GET') expect(['query', 'none'], name).toContain(endpoint.encoding);
    }
  });
});

describe('menu', () => {
  it('is the route tree of docs/SPECIFICATION.md §2 with unique route names and known icons', () => {
    const pages = menu.flatMap((group) => group.children);
    // The specification's 35, a member's detail, the currency and GST (docs/MONEY.md), the
    // security events, the alarm webhook (docs/DEVICE-API.md), the replenishment plan, the
    // sales report, the roles, the trips, the alarm centre, the channel reconciliation and the
    // platform statement.
    expect(pages).toHaveLength(46);
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length);
    for (const group of menu) expect(MENU_ICONS).toContain(group.icon);
    expect(pages.filter((page) => page.hidden).map((page) => page.path)).toEqual([
      '/member/detail',
      '/equipmentOrders/detail',
      '/feedback/detail',
    ]);
    expect(pages.find((page) => page.path === '/member/list')).toEqual({
      name: 'MemberList',
      path: '/member/list',
      interfaceName: '会员列表',
      en: 'Members',
    });
  });
});

describe('generateOpenApi', () => {
  const document = generateOpenApi();

  it('is an OpenAPI 3.1 document with one operation per endpoint', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const deviceCalls = Object.entries(deviceApiEndpoints);
    expect(operations).toHaveLength(allEndpoints.length + deviceCalls.length);
    for (const [name, endpoint] of [...allEndpoints, ...deviceCalls]) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(name);
    }
    // The device API asks for a device credential, never the administrators' bearer token.
    for (const [, endpoint] of deviceCalls) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.security).toEqual([{ device: [] }]);
    }
  });

  it("tags a call shared by pages with each page's group and names the pages", () => {
    const deviceOptions = document.paths[endpoints.getDeviceOptions.path]?.get as { tags: string[]; 'x-menu': unknown };
    expect(deviceOptions.tags).toEqual(['订单管理', '设备管理', '管理员管理']);
    expect(deviceOptions['x-menu']).toEqual(['订单列表', '补货记录', '角色管理', '告警中心']);
  });

  it('resolves every reference inside the document', () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      const [, section, kind, schemaName] = reference.split('/');
      expect(section, reference).toBe('components');
      expect(kind, reference).toBe('schemas');
      expect(document.components.schemas, reference).toHaveProperty(schemaName ?? '');
    }
  });

  it('describes query parameters, form bodies and the spreadsheet answer', () => {
    const userList = document.paths['/api/sys-user/back/users/getUserList']?.get as { parameters: { name: string }[] };
    expect(userList.parameters.map((parameter) => parameter.name)).toEqual([
      'keyword',
      'isFlag',
      'startTime',
      'endTime',
      'page',
      'size',
    ]);
    expect(JSON.stringify(document.paths['/api/sys-manager/admin/login'])).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(JSON.stringify(document.paths['/api/sys-user/back/users/getUserListExcle'])).toContain('spreadsheetml');
    const upload = document.paths['/api/sys-upload/back/uploadImage']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    expect(upload.requestBody.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
