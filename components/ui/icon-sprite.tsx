import type { ComponentType } from "react";

type Icon = ComponentType<Record<string, never>>;

/**
 * A page that draws the same few icons on many items (a thread's posts, a course's lessons) draws each icon's
 * paths once, in `Sprite`, and every item points at them (`<use>`): a fraction of the elements for the server to
 * render and of the bytes to send. `prefix` keeps two sprites on one page apart. The icons look as lucide draws
 * them; `Icon`'s size is its class's or its container's.
 */
export function iconSprite<Name extends string>(prefix: string, icons: Record<Name, Icon>) {
  const symbolId = (name: Name) => `${prefix}-icon-${name}`;

  /** The icons' drawings, once per page, out of sight and out of the accessibility tree. */
  function Sprite() {
    return (
      <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
        {(Object.entries(icons) as [Name, Icon][]).map(([name, Drawing]) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Drawing />
          </symbol>
        ))}
      </svg>
    );
  }

  /** One icon of the sprite, decorative (its button or line says what it means). */
  function Icon({ name, className }: { name: Name; className?: string }) {
    return (
      <svg aria-hidden="true" className={className ? `lucide ${className}` : "lucide"}>
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  }

  return { Sprite, Icon };
}
