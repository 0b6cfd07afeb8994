import {
  pointerWithin,
  rectIntersection,
  type AutoScrollOptions,
  type CollisionDetection,
} from '@dnd-kit/core';

/**
 * A drop goes to the column under the pointer (docs/behaviour/staff-app.md#the-board). dnd-kit's
 * default compares the dragged card's rectangle with the columns, so a card held by its handle on
 * the right reaches into the next column and lands there. Keys have no pointer, and a pointer in
 * the gap between two columns is over neither: those fall back to the rectangle.
 */
export const underThePointer: CollisionDetection = (args) => {
  const within = args.pointerCoordinates ? pointerWithin(args) : [];
  return within.length ? within : rectIntersection(args);
};

/**
 * The board scrolls only when the pointer is in the outer 6% of its width (about 75 px on a
 * desk), and gently (at most 4 px every 10 ms): dnd-kit's default starts at 20% and races, so a
 * card aimed at the column by the edge flew past it to Closed Lost.
 */
export const BOARD_AUTO_SCROLL: AutoScrollOptions = {
  threshold: { x: 0.06, y: 0.1 },
  acceleration: 4,
  interval: 10,
};
