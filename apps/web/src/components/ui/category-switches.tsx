import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';

interface CategorySwitchesProps<C extends string> {
  categories: readonly C[];
  /** Each category's switch as the server has it. */
  values: Record<C, boolean>;
  name: (category: C) => string;
  hint: (category: C) => string;
  /** Ids and test ids start with it: `${prefix}-${category}`, `${prefix}-category-${category}`. */
  prefix: string;
  /** Saves one switch; a refusal leaves the switch showing what the server still has. */
  onChange: (category: C, enabled: boolean) => Promise<unknown>;
}

/**
 * One switch per category with its name and a line on what it covers (push categories, the
 * inbox's categories); the switch being saved spins, the others stay usable.
 */
export function CategorySwitches<C extends string>({
  categories,
  values,
  name,
  hint,
  prefix,
  onChange,
}: CategorySwitchesProps<C>) {
  const [pending, setPending] = useState<C | null>(null);

  async function toggle(category: C, enabled: boolean) {
    setPending(category);
    try {
      await onChange(category, enabled);
    } catch {
      // The API client showed why; the switch shows what the server still has.
    } finally {
      setPending(null);
    }
  }

  return (
    <ul className="switch-list">
      {categories.map((category) => (
        <li key={category} className="switch-row">
          <div className="switch-row__label">
            <span id={`${prefix}-${category}`} className="switch-row__name">
              {name(category)}
            </span>
            <span className="switch-row__hint">{hint(category)}</span>
          </div>
          <Switch
            checked={values[category]}
            loading={pending === category}
            aria-labelledby={`${prefix}-${category}`}
            data-testid={`${prefix}-category-${category}`}
            onChange={(next) => void toggle(category, next)}
          />
        </li>
      ))}
    </ul>
  );
}
