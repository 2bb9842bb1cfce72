import { ApiError } from '../api/client';

/**
 * The text of a refusal. When it names a field the screen labels (the server writes the wire
 * name, e.g. "Parameter error: fee_rate"), the name is replaced by the label ("Fee rate").
 */
export function refusal(error: unknown, labels: Readonly<Record<string, string>>): string {
  if (!(error instanceof Error)) return String(error);
  const field = error instanceof ApiError ? error.field : undefined;
  const label = field ? labels[field] : undefined;
  if (!field || !label) return error.message;
  // The name as a whole word only: `sort` is not replaced inside "resort".
  const name = new RegExp(`(?<!\\w)${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'g');
  return error.message.replace(name, () => label);
}
