// Building and finding elements. Everything here touches the document only when called.

export const $ = (id) => document.getElementById(id);

/** Builds an element; children may be strings, nodes, arrays or null (skipped). Never parses HTML. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

export function showMessage(node, text, isError = false) {
  node.hidden = !text;
  node.textContent = text || '';
  node.classList.toggle('failure', isError);
}
