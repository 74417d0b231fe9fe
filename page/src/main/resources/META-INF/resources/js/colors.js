// Colours that must agree across charts: run A and B, and one colour per wire.

// A/B as two contrasting hues.
export const RUN_COLORS = { a: '#4e79a7', b: '#e8853a' };
export const PALETTE = ['#4e79a7', '#e8853a', '#59a14f', '#d64f4f', '#8a6bbd', '#9c755f', '#d37295', '#6b6b6b',
  '#b5a12f', '#3fa7b5', '#1f3d7a', '#a33a19', '#2e7d32', '#7b3f8c', '#c08a00', '#00796b'];

// Kept for the page's lifetime, so a wire keeps its colour when the reader switches runs.
const wireColors = new Map();

/** Colours follow the wire, not the position, so a wire keeps its colour across charts and runs. */
export function wireColor(wire) {
  if (!wireColors.has(wire)) wireColors.set(wire, PALETTE[wireColors.size % PALETTE.length]);
  return wireColors.get(wire);
}
