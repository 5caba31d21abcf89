import { createElement, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

export function icon(name: string, node: IconNode, aliases: string[] = []) {
  function LucideIcon({ className, size, color, strokeWidth, children, ...rest }: IconProps) {
    const labelled = Boolean(children) || Object.entries(rest).some(([key, value]) => /^(aria-|role$|title$)/.test(key) && value != null);
    const classes = new Set(["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`), ...(className ?? "").split(/\s+/)]);
    classes.delete("");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes].join(" "),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
      children,
    );
  }
  return LucideIcon;
}
