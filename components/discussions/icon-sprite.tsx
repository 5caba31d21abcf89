import { Flag, MessageSquare, Pencil, Quote, ThumbsUp, Trash2 } from "lucide-react";

// The discussion pages draw the same few icons on every post and thread (50 posts, 20 threads a page): each
// icon's paths are drawn once per page in this sprite, and every button points at them (<use>), a fraction of
// the elements for the server to render and of the bytes to send. The icons look as lucide draws them.
const ICONS = { flag: Flag, "message-square": MessageSquare, pencil: Pencil, quote: Quote, "thumbs-up": ThumbsUp, trash: Trash2 };

export type SpriteIcon = keyof typeof ICONS;

const symbolId = (name: SpriteIcon) => `discussion-icon-${name}`;

/** The icons' drawings, once per page, out of sight and out of the accessibility tree. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIcon)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the sprite, decorative (its button or line says what it means); its size is its container's class's. */
export function SpriteIcon({ name, className }: { name: SpriteIcon; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `lucide ${className}` : "lucide"}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
