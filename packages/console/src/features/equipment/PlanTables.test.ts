import i18next from 'i18next';
import { casesText } from './PlanTables';
import { replenishmentPlanWords } from './planWords';

const row = { goodsId: 1, goodsName: '可口可乐 330ml', units: 0, caseSize: 24, loaded: 0 };

describe('a plan line in cases', () => {
  it.each(['zh', 'en'] as const)('says only the parts there are (%s)', async (language) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: replenishmentPlanWords[language] } } });
    const t = i18n.t.bind(i18n);
    const text = (cases: number | null, looseUnits: number | null, caseSize: number | null = 24) =>
      casesText({ ...row, cases, looseUnits, caseSize }, t);
    if (language === 'zh') {
      expect(text(0, 8)).toBe('8 件（每箱 24 件）');
      expect(text(2, 0)).toBe('2 箱（每箱 24 件）');
      expect(text(2, 8)).toBe('2 箱 + 8 件（每箱 24 件）');
      expect(text(null, null, null)).toBe('—');
    } else {
      expect(text(0, 8)).toBe('8 units (24 per case)');
      expect(text(2, 0)).toBe('2 cases (24 per case)');
      expect(text(2, 8)).toBe('2 cases + 8 units (24 per case)');
    }
  });
});
