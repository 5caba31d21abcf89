// In-page checks for e2e/pseudo-locale.spec.ts. Each runs inside the page (page.evaluate), so it uses only
// the DOM and what it is given.

export type DataTexts = { exact: string[]; long: string[] };

/**
 * Text a person reads (text nodes, and the aria-label, placeholder, title, alt and value of visible elements)
 * that is neither inside a pseudo-locale message's ⟦…⟧ nor data. Data is: text without letters (numbers,
 * prices, punctuation), dates and times (month and weekday names, AM/PM), a text from the database
 * (`data`: course and lesson titles, descriptions, user names…), and whatever is inside `dataContainers`.
 */
export function untranslatedTexts({ data, dataContainers }: { data: DataTexts; dataContainers: string[] }): string[] {
  const exact = new Set(data.exact.map((text) => text.replace(/\s+/g, " ").trim()));
  const long = data.long.map((text) => text.replace(/\s+/g, " "));
  const dateWords = new Set<string>();
  for (const locale of ["en-XA", "en"]) {
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2024, month, 1 + month, 12));
      for (const style of ["long", "short"] as const) {
        dateWords.add(new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" }).format(day));
        dateWords.add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(day));
      }
    }
  }
  for (const word of ["AM", "PM", "UTC", "GMT"]) dateWords.add(word);

  const isData = (text: string, element: Element | null) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!/\p{L}/u.test(clean)) return true;
    const words = clean.split(/[^\p{L}]+/u).filter(Boolean);
    if (words.every((word) => dateWords.has(word))) return true;
    if (exact.has(clean)) return true;
    if (clean.length >= 25 && long.some((text) => text.includes(clean))) return true;
    return Boolean(element && dataContainers.some((selector) => element.closest(selector)));
  };

  const visible = (element: Element) =>
    element.checkVisibility({ checkVisibilityCSS: true }) && !element.closest("script, style, template, noscript, head");
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const testId = element.closest("[data-testid]")?.getAttribute("data-testid");
    return `<${element.tagName.toLowerCase()}${id}>${testId ? ` in [data-testid=${testId}]` : ""}`;
  };

  const found: string[] = [];
  // Text nodes in reading order: a message can span several nodes (rich text), so the depth of ⟦…⟧ carries over.
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? "";
    let outside = "";
    for (const char of text) {
      if (char === "⟦") depth++;
      else if (char === "⟧") depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += char;
    }
    if (!parent || !visible(parent) || isData(outside, parent)) continue;
    found.push(`${describe(parent)}: "${outside.replace(/\s+/g, " ").trim()}"`);
  }

  // Innermost first: a message can hold another (a certificate's title inside a button's label).
  const outsideBrackets = (value: string) => {
    let rest = value;
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
    return rest;
  };
  for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt], input[type=submit][value], input[type=button][value], option")) {
    if (!(element instanceof HTMLOptionElement) && !visible(element)) continue;
    const values = ["aria-label", "placeholder", "title", "alt", "value"]
      .filter((name) => name !== "value" || element.matches("input[type=submit], input[type=button]"))
      .map((name) => [name, element.getAttribute(name)] as const);
    if (element instanceof HTMLOptionElement) values.push(["option", element.textContent]);
    for (const [name, value] of values) {
      if (value && !isData(outsideBrackets(value), element) && !isData(value, element)) found.push(`${describe(element)} ${name}: "${value}"`);
    }
  }
  if (!isData(outsideBrackets(document.title), null) && !isData(document.title, null)) found.push(`<title>: "${document.title}"`);
  return [...new Set(found)];
}

/**
 * Controls (buttons, links, labels, tabs, menu items, table headers) whose text is cut off: the control or
 * an element inside it hides what overflows (overflow hidden or clip, text-overflow, line-clamp) and holds
 * more than it shows, or an ancestor that hides its overflow cuts the control itself.
 */
export function truncatedControls(): string[] {
  const controls = document.body.querySelectorAll<HTMLElement>(
    "a, button, label, summary, th, [role=button], [role=tab], [role=menuitem], [role=link], [role=option], input[type=submit]",
  );
  const hides = (style: CSSStyleDeclaration) =>
    ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY) || style.textOverflow === "ellipsis" || (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "");
  const found: string[] = [];
  for (const control of controls) {
    if (!control.checkVisibility({ checkVisibilityCSS: true }) || control.closest(".sr-only")) continue;
    const name = (control.innerText || control.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 60);
    for (const element of [control, ...control.querySelectorAll<HTMLElement>("*")]) {
      if (!(element instanceof HTMLElement) || element.clientWidth <= 1 || element.clientHeight <= 1) continue; // sr-only
      const style = getComputedStyle(element);
      if (!hides(style)) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        found.push(`<${control.tagName.toLowerCase()}> "${name}" is cut off (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
        break;
      }
    }
    const box = control.getBoundingClientRect();
    for (let ancestor = control.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (!["hidden", "clip"].includes(style.overflowX) || ancestor.clientWidth <= 1) continue;
      const frame = ancestor.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1) {
        found.push(`<${control.tagName.toLowerCase()}> "${name}" is clipped by its container`);
        break;
      }
    }
  }
  return [...new Set(found)];
}
