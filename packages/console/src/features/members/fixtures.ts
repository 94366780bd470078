import type { Member } from '@vending/contract';

/** Members for the stories: fixed data, so pictures are stable. */
const names = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴霞'];

export const members: Member[] = names.map((nickName, index) => ({
  userId: 1000 + index,
  nickName,
  phone: `1380013${String(index).padStart(4, '0')}`,
  avatar: null,
  balance: (index * 3719) % 50_000,
  isFlag: index % 4 === 3 ? 0 : 1,
  createTime: `2026-11-${String(20 - index).padStart(2, '0')}T0${index % 10}:15:00.000Z`,
}));
