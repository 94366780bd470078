import { hashLocation, startupPlan } from './startup';

describe('hashLocation', () => {
  it('reads the path and query HashRouter reads', () => {
    expect(hashLocation('')).toEqual({ pathname: '/', search: '' });
    expect(hashLocation('#/member/list')).toEqual({ pathname: '/member/list', search: '' });
    expect(hashLocation('#/member/list?page=2&size=50')).toEqual({
      pathname: '/member/list',
      search: '?page=2&size=50',
    });
    expect(hashLocation('#/login?redirect=%2Fmember%2Flist')).toEqual({
      pathname: '/login',
      search: '?redirect=%2Fmember%2Flist',
    });
  });
});

describe('startupPlan: what the start-up fetches beside config.json (issue 13)', () => {
  it('without a token: the login chunk, for the login page and for every page that leads to it', () => {
    const login = { route: 'login', layoutPage: null, transport: false };
    expect(startupPlan('#/login', false)).toEqual(login);
    expect(startupPlan('', false)).toEqual(login);
    expect(startupPlan('#/', false)).toEqual(login);
    expect(startupPlan('#/member/list?page=2', false)).toEqual(login);
    // Written otherwise: the guard fixes the case, then sends to login.
    expect(startupPlan('#/Member/List/', false)).toEqual(login);
  });

  it('without a token, the public pages their own chunk; an unknown path the 404 page', () => {
    expect(startupPlan('#/welcome', false)).toEqual({ route: 'welcome', layoutPage: null, transport: false });
    expect(startupPlan('#/401', false)).toEqual({ route: 'unauthorized', layoutPage: null, transport: false });
    expect(startupPlan('#/no/such/page', false)).toEqual({ route: 'not-found', layoutPage: null, transport: false });
  });

  it('with a token, a layout page: the transport of the session call, the layout and the page', () => {
    expect(startupPlan('#/member/list?page=2', true)).toEqual({
      route: null,
      layoutPage: '/member/list',
      transport: true,
    });
    expect(startupPlan('#/Member/List', true)).toEqual({ route: null, layoutPage: '/member/list', transport: true });
  });

  it('with a token, never the login chunk: the login page goes on to welcome (or where it was asked to)', () => {
    expect(startupPlan('#/login', true)).toEqual({ route: 'welcome', layoutPage: null, transport: true });
    expect(startupPlan('#/login?redirect=%2Fmember%2Flist', true)).toEqual({
      route: null,
      layoutPage: '/member/list',
      transport: true,
    });
    expect(startupPlan('#/welcome', true)).toEqual({ route: 'welcome', layoutPage: null, transport: true });
  });

  it('the field view: its own chunk whatever the token, never the transport or the 404 page (issue 40)', () => {
    const field = { route: 'field', layoutPage: null, transport: false };
    expect(startupPlan('#/field', true)).toEqual(field);
    expect(startupPlan('#/field', false)).toEqual(field);
    expect(startupPlan('#/Field/', true)).toEqual(field);
  });
});
