import type { FollowText } from './en.ts';

const zhCN: FollowText = {
  'follow.list.tabs': '按状态查看投诉',
  'follow.list.tab': '列表 {number}',
  'follow.list.emptyTab.title': '此列表暂无内容',
  'follow.list.emptyTab.body': '属于此列表的投诉会显示在这里。',
  'follow.list.none.title': '暂无投诉',
  'follow.list.none.body': '您提交的投诉及我们的回复会显示在这里。',
  'follow.details.type': '投诉类型',
  'follow.details.content': '您的描述',
  'follow.details.pictures': '图片',
  'follow.details.picture': '第 {index} 张图片，共 {total} 张',
  'follow.details.enlarge': '放大第 {index} 张图片，共 {total} 张',
  'follow.details.picturesBlocked': '部分图片无法显示。',
  'follow.details.result': '处理结果',
  'follow.details.agent': '客服',
  'follow.missing.title': '没有可显示的投诉',
  'follow.missing.body': '此链接未指明要打开哪条投诉。',
  'follow.missing.toList': '查看我的投诉',
  'follow.rating.title': '请为本次服务评分',
  'follow.rating.cancel': '取消',
  'follow.rating.send': '提交',
  'follow.rating.choose': '请先点击星星评分。',
  'follow.rating.thanks': '评价成功！',
};

export default zhCN;
