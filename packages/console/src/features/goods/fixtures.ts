import type { GoodsCategoryRow, GoodsLibraryRow, GoodsRow, SelectOption } from '@vending/contract';

/** The goods pages' data for the stories: fixed, no clock, so pictures are stable. */

export const categoryOptions: SelectOption[] = [
  { value: 1, label: '饮料' },
  { value: 2, label: '零食' },
  { value: 3, label: '乳制品' },
  { value: 4, label: '咖啡' },
  { value: 5, label: '日用品' },
];
const categoryName = (id: number) => categoryOptions.find((option) => option.value === id)?.label ?? null;

const goodsSeeds = [
  ['农夫山泉 550ml', 1, '6921168509256', 200, 90, 1],
  ['可口可乐 330ml', 1, '6928804011142', 350, 180, 1],
  ['红牛', 1, '6920202888883', 600, 350, 1],
  ['乐事薯片', 2, '6924743915763', 650, 380, 1],
  ['德芙巧克力', 2, '6914973600041', 900, 560, 1],
  ['蒙牛纯牛奶', 3, '6923644240127', 400, 230, 1],
  ['雀巢咖啡', 4, '6917878036502', 700, 400, 1],
  ['卫龙辣条', 2, '6935284412918', 350, 180, 0],
  ['口香糖', 2, null, 250, 120, 0],
] as const;

export const goodsRows: GoodsRow[] = goodsSeeds.map(
  ([goodsName, categoryId, barcode, price, cost, onShelf], index) => ({
    goodsId: 100 + index,
    goodsName,
    picture: null,
    categoryId,
    categoryName: categoryName(categoryId),
    barcode,
    price,
    cost,
    margin: price - cost,
    marginRate: Math.round(((price - cost) / price) * 1_000) / 10,
    onShelf,
    createTime: `2026-0${(index % 9) + 1}-12T02:00:00.000Z`,
    updatedBy: index === 0 ? 'admin' : null,
    updateTime: index === 0 ? '2026-11-20T06:30:00.000Z' : null,
  }),
);

const librarySeeds = [
  ['脉动 600ml', 1, '6902538005141', 500, 280, 0],
  ['娃哈哈AD钙奶', 3, '6902083886455', 300, 150, 0],
  ['星巴克星冰乐', 4, '6921168595075', 1_200, 700, 0],
  ['好丽友派', 2, '6911988006783', 600, 330, 0],
  ['清风抽纸', 5, '6922266440526', 300, 160, 0],
  ['农夫山泉 550ml', 1, '6921168509256', 200, 90, 1],
  ['可口可乐 330ml', 1, '6928804011142', 350, 180, 1],
] as const;

export const libraryRows: GoodsLibraryRow[] = librarySeeds.map(
  ([goodsName, categoryId, barcode, price, cost, inGoods], index) => ({
    libraryId: 200 + index,
    goodsName,
    picture: null,
    categoryId,
    categoryName: categoryName(categoryId),
    barcode,
    price,
    cost,
    inGoods,
    createTime: `2026-0${index + 1}-08T02:00:00.000Z`,
    updatedBy: null,
    updateTime: null,
  }),
);

const goodsCounts = [10, 7, 2, 1, 0];
export const categoryRows: GoodsCategoryRow[] = categoryOptions.map(({ value, label }, index) => ({
  categoryId: value,
  name: label,
  icon: null,
  sortOrder: (index + 1) * 10,
  goodsCount: goodsCounts[index] ?? 0,
  createTime: '2026-01-05T02:00:00.000Z',
  updatedBy: index === 0 ? 'admin' : null,
  updateTime: index === 0 ? '2026-11-20T06:30:00.000Z' : null,
}));
