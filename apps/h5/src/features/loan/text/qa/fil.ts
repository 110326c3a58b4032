import type { QaText } from './en.ts';

const fil: QaText = {
  'qa.title': 'QA: lumampas sa isang cap ng SEC (hindi kailanman ipinapakita sa mga umuutang)',
  'qa.monthlyRate':
    '{rule}: ang epektibong interes na {figure} kada buwan ay lampas sa cap na {cap}.',
  'qa.totalCost':
    '{rule}: ang kabuuang gastos na {figure} ng halagang inutang ay lampas sa cap na {cap}.',
};

export default fil;
