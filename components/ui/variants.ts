// class-variance-authority's cva() for what the school's primitives use (variants with defaults, className),
// in a few lines: its output, the base then each variant's classes then className, joined by spaces.
// The buttons and badges of client components compute their classes with it, so the browser needs neither
// cva nor clsx for them.
type VariantMap = Record<string, Record<string, string>>;

export type VariantOptions<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null } & { className?: string };

export function variants<V extends VariantMap>(base: string, config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } }) {
  return (options: VariantOptions<V> = {}) => {
    const classes = [base];
    for (const key in config.variants) {
      const value = options[key] === undefined ? config.defaultVariants[key] : options[key];
      if (value != null) classes.push(config.variants[key]![value as string]!);
    }
    if (options.className) classes.push(options.className);
    return classes.filter(Boolean).join(" ");
  };
}
