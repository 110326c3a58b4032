import type { OrderSummary, ProblemInit } from '../../../api/index.ts';
import { type Choice, usableChoices } from '../shared/problemTypes.ts';

/** An order as the start screen shows it, its logo already through the image guard. */
export interface ShownOrder {
  orderNo: string;
  /** `undefined` when the server sent none or the guard refused it. */
  logo: string | undefined;
  name: string;
  status: string;
  /** 1 = the collection type may be chosen for this order. */
  isShow: number;
  rows: Choice[];
}

export interface StartScreen {
  types: Choice[];
  subTypes: Choice[];
  /** The server's current order; null when it has none. */
  current: ShownOrder | null;
  /** Every order with a number, each number once. */
  orders: ShownOrder[];
}

type CheckImage = (raw: unknown) => string | undefined;

function shownOrder(order: OrderSummary, image: CheckImage): ShownOrder {
  return {
    orderNo: order.orderNo.trim(),
    logo: image(order.productLogo),
    name: order.productName,
    status: order.status,
    isShow: order.isShow,
    rows: order.list,
  };
}

/** `problem-init`'s answer as the start screen shows it. */
export function startScreen(init: ProblemInit, image: CheckImage): StartScreen {
  const current = init.orderDetail ? shownOrder(init.orderDetail, image) : null;
  const seen = new Set<string>();
  const orders = init.orderList
    .map((order) => shownOrder(order, image))
    .filter(({ orderNo }) => {
      if (!orderNo || seen.has(orderNo)) return false;
      seen.add(orderNo);
      return true;
    });
  return {
    types: usableChoices(init.problemType),
    subTypes: usableChoices(init.problemSonType),
    current: current?.orderNo ? current : null,
    orders,
  };
}

/**
 * The order the complaint is about: the one the borrower chose (`chosenNo`, kept in storage)
 * when it is still among the orders, else the server's current order.
 */
export function selectedOrder(screen: StartScreen, chosenNo: string | null): ShownOrder | null {
  if (chosenNo === null) return screen.current;
  if (screen.current?.orderNo === chosenNo) return screen.current;
  return screen.orders.find((order) => order.orderNo === chosenNo) ?? screen.current;
}
