/** A sha256 fingerprint or a seed: monospace, broken anywhere so it wraps inside the sheet. */
export function HexText({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className="demo-hex" data-testid={testId}>
      {value}
    </code>
  );
}
