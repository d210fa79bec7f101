/** A refusal or failure said at once (`role="alert"`) beside what it concerns; nothing when there is none. */
export function AlertLine({ text, className }: { text: string | null | undefined; className?: string }) {
  return text ? (
    <p className={className} role="alert">
      {text}
    </p>
  ) : null;
}
