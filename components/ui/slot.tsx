import * as React from "react";

type Props = Record<string, unknown> & { children?: React.ReactNode };

/**
 * Radix Slot's merge in a few lines (Button `asChild`): the child element is rendered with the slot's props,
 * its own props winning, its className after the slot's, both event handlers called (the child's first),
 * styles merged and both refs set.
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!React.isValidElement<Props>(children)) return React.Children.count(children) > 1 ? React.Children.only(null) : null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "className") merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    else if (key === "ref" && childValue) merged.ref = composeRefs(slotValue, childValue);
  }
  return React.cloneElement(children, merged);
}

function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
    }
  };
}
