// Small list helpers the views share.

export function uniqueInOrder(values) {
  return [...new Set(values)];
}

export const ascending = (x, y) => x - y;
