import type { MoneySettings } from '@vending/contract';
import { DEFAULT_MONEY_SETTINGS } from '@vending/contract/money';
import { create } from 'zustand';

type Money = Pick<MoneySettings, 'currency' | 'gstRate'>;

interface MoneyState extends Money {
  /** What the server answered; until then the defaults (yuan, no GST). */
  set(settings: Money): void;
}

/** The currency and GST rate every money figure is shown in (系统设置 → 客服电话 sets them). */
export const useMoneyStore = create<MoneyState>((set) => ({
  ...DEFAULT_MONEY_SETTINGS,
  set: ({ currency, gstRate }) => set({ currency, gstRate }),
}));

/** The currency money is shown in. */
export const useCurrency = () => useMoneyStore((state) => state.currency);
