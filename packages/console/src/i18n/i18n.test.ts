import { menu } from '@vending/contract';
import { en } from './en';
import { fieldWords } from './fieldWords';
import { createI18n } from './index';
import { zh } from './zh';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('has an English text for every Chinese one', () => {
    // The field labels' English comes with the English words; their Chinese with the pages (./fieldWords).
    const { fieldLabels, ...words } = en;
    expect(keysOf(words).sort()).toEqual(keysOf(zh).sort());
    expect(keysOf(fieldLabels).sort()).toEqual(keysOf(fieldWords.zh.fieldLabels).sort());
  });

  it("uses the spec's Chinese texts word for word", () => {
    expect(zh.password).toMatchObject({
      oldPassWordRequired: '请输入原密码',
      passWordRequired: '请输入新密码',
      checkPassRequired: '请再次输入密码',
      checkPassMismatch: '两次输入密码不一致!',
      success: '修改成功，需要重新登录，2秒后跳转登录页面',
    });
    expect(zh.common.incompleteForm).toBe('请填写完整的表单');
    expect(zh.http.warningTitle).toBe('警告');
    expect(zh.navbar.fullscreenUnsupported).toBe('you browser can not work');
  });

  it('titles every menu page in Chinese by its interface name', () => {
    const i18n = createI18n('zh');
    for (const group of menu) {
      for (const page of group.children) expect(i18n.t(`routes.${page.name}`)).toBe(page.interfaceName);
    }
  });
});
