import type { Database } from '../../db/database';
import { goods } from './tables';

const GOODS: readonly [string, number][] = [
  ['农夫山泉 550ml', 200],
  ['可口可乐 330ml', 350],
  ['百事可乐 330ml', 350],
  ['康师傅冰红茶', 300],
  ['统一绿茶', 300],
  ['王老吉', 400],
  ['红牛', 600],
  ['东方树叶', 500],
  ['元气森林 苏打气泡水', 550],
  ['怡宝纯净水', 200],
  ['乐事薯片', 650],
  ['奥利奥饼干', 700],
  ['德芙巧克力', 900],
  ['士力架', 500],
  ['旺仔牛奶', 450],
  ['蒙牛纯牛奶', 400],
  ['雀巢咖啡', 700],
  ['卫龙辣条', 350],
  ['三只松鼠坚果', 1_200],
  ['口香糖', 250],
];

/** The demo goods, with their ids and prices. */
export function seedGoods(db: Database) {
  return db
    .insert(goods)
    .values(GOODS.map(([goodsName, price]) => ({ goodsName, price })))
    .returning({ id: goods.id, price: goods.price });
}
