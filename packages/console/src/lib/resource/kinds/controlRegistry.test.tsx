import { render, screen } from '@testing-library/react';
import { createI18n } from '../../../i18n';
import type { FormFieldDeclaration } from '../formFields';
import { controlKindOf, controlKinds } from './controlRegistry';

const i18n = createI18n('en');
const form = { t: i18n.t, namespace: 'goods', call: 'addGoods' as const };

describe('the form controls registry', () => {
  it('finds each control by its module, named as its file', () => {
    for (const [name, kind] of controlKinds) expect(kind.control).toBe(name);
    expect([...controlKinds.keys()].sort()).toEqual(
      ['dateTime', 'image', 'money', 'newPassword', 'phone', 'select', 'text', 'textarea'].sort(),
    );
  });

  it('refuses a control no module declares', () => {
    expect(() => controlKindOf({ name: 'x', control: 'slider' } as never)).toThrow('No form control kind "slider"');
  });

  it('says how each control is given, for its required message', () => {
    const given = Object.fromEntries([...controlKinds].map(([name, kind]) => [name, kind.given ?? 'typed']));
    expect(given).toEqual({
      dateTime: 'chosen',
      image: 'uploaded',
      money: 'typed',
      newPassword: 'typed',
      phone: 'typed',
      select: 'chosen',
      text: 'typed',
      textarea: 'typed',
    });
  });

  it('shows money in major units and sends minor units, signed only when declared', () => {
    const price: FormFieldDeclaration<string, 'money'> = { name: 'price', control: 'money' };
    const adjustment: FormFieldDeclaration<string, 'money'> = { name: 'amount', control: 'money', signed: true };
    const money = controlKindOf(price);
    expect(money.initial?.(1_250, price)).toBe('12.50');
    expect(money.initial?.(undefined, price)).toBe('');
    expect(money.sent?.('12.5', price)).toBe(1_250);
    expect(money.sent?.('-3', adjustment)).toBe(-300);
    const accepts = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 100_000;
    const unsigned = money.constraints?.({ required: true }, accepts, price);
    expect(unsigned?.required).toBe(true);
    expect(['12.5', '1000'].map((text) => unsigned?.accepts?.(text))).toEqual([true, true]);
    expect(['-3', '1000.01', '1.234', 'abc'].map((text) => unsigned?.accepts?.(text))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(money.words?.(price, 'goods')).toEqual(['goods.rules.price']);
  });

  it('labels fixed choices from the namespace and asks for each one', () => {
    const field: FormFieldDeclaration<string, 'select'> = { name: 'type', control: 'select', choices: ['1', '2'] };
    expect(controlKindOf(field).words?.(field, 'goods')).toEqual(['goods.options.type.1', 'goods.options.type.2']);
  });

  it('draws each control as its input', () => {
    const draw = (field: FormFieldDeclaration<string>) => render(controlKindOf(field).element(field, form));
    draw({ name: 'phone', control: 'phone' });
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'tel');
  });
});
