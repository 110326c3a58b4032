import { expect, test } from 'vitest';
import zhCN from './zh-CN.ts';

test("the pickers' buttons read as the generic components' do in Chinese (spec section 9: 确定 and 取消)", () => {
  expect(zhCN['bank.confirm']).toBe('确定');
  expect(zhCN['bank.cancel']).toBe('取消');
});
