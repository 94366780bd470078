import type { Database } from '../../db/database';
import { goods, goodsCategories, goodsLibrary } from './tables';

const CATEGORIES = ['饮料', '零食', '乳制品', '咖啡', '日用品'] as const;
type Category = (typeof CATEGORIES)[number];

/** Name, price and cost (minor units), category, barcode (EAN-13 as printed on the goods). */
const GOODS: readonly [string, number, number, Category, string][] = [
  ['农夫山泉 550ml', 200, 90, '饮料', '6921168509256'],
  ['可口可乐 330ml', 350, 180, '饮料', '6928804011142'],
  ['百事可乐 330ml', 350, 175, '饮料', '6924882486418'],
  ['康师傅冰红茶', 300, 140, '饮料', '6920459905012'],
  ['统一绿茶', 300, 140, '饮料', '6925303721367'],
  ['王老吉', 400, 210, '饮料', '6921546400038'],
  ['红牛', 600, 350, '饮料', '6920202888883'],
  ['东方树叶', 500, 260, '饮料', '6921168558049'],
  ['元气森林 苏打气泡水', 550, 300, '饮料', '6970399920415'],
  ['怡宝纯净水', 200, 85, '饮料', '6901285991219'],
  ['乐事薯片', 650, 380, '零食', '6924743915763'],
  ['奥利奥饼干', 700, 420, '零食', '6901668053893'],
  ['德芙巧克力', 900, 560, '零食', '6914973600041'],
  ['士力架', 500, 290, '零食', '6914973602533'],
  ['旺仔牛奶', 450, 250, '乳制品', '6902083881085'],
  ['蒙牛纯牛奶', 400, 230, '乳制品', '6923644240127'],
  ['雀巢咖啡', 700, 400, '咖啡', '6917878036502'],
  ['卫龙辣条', 350, 180, '零食', '6935284412918'],
  ['三只松鼠坚果', 1_200, 760, '零食', '6971078340172'],
  ['口香糖', 250, 120, '零食', '6923450656150'],
];

/** Catalogue goods not yet sold here; the last two are also in the goods list (same barcode). */
const LIBRARY: readonly [string, number, number, Category, string][] = [
  ['脉动 600ml', 500, 280, '饮料', '6902538005141'],
  ['娃哈哈AD钙奶', 300, 150, '乳制品', '6902083886455'],
  ['星巴克星冰乐', 1_200, 700, '咖啡', '6921168595075'],
  ['好丽友派', 600, 330, '零食', '6911988006783'],
  ['清风抽纸', 300, 160, '日用品', '6922266440526'],
  ['维达湿巾', 500, 260, '日用品', '6901236340257'],
  ['农夫山泉 550ml', 200, 90, '饮料', '6921168509256'],
  ['可口可乐 330ml', 350, 180, '饮料', '6928804011142'],
];

/** The demo categories, goods (two of them off shelf) and goods library; answers the goods. */
export async function seedGoods(db: Database) {
  const categoryRows = await db
    .insert(goodsCategories)
    .values(CATEGORIES.map((name, index) => ({ name, sortOrder: (index + 1) * 10 })))
    .returning({ id: goodsCategories.id, name: goodsCategories.name });
  const categoryId = (name: Category) => categoryRows.find((row) => row.name === name)?.id ?? null;
  await db.insert(goodsLibrary).values(
    LIBRARY.map(([goodsName, price, cost, category, barcode]) => ({
      goodsName,
      price,
      cost,
      barcode,
      categoryId: categoryId(category),
    })),
  );
  return db
    .insert(goods)
    .values(
      GOODS.map(([goodsName, price, cost, category, barcode], index) => ({
        goodsName,
        price,
        cost,
        barcode,
        categoryId: categoryId(category),
        onShelf: index === 19 || index === 17 ? 0 : 1,
      })),
    )
    .returning({ id: goods.id, price: goods.price, goodsName: goods.goodsName });
}
