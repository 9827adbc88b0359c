/** The line under a field (its error, else its hint), which the field names in its
 * `aria-describedby` by the same `id`; nothing when there is no message. The field's own module
 * styles it, so that its invalid state can colour it. */
export function FieldMessage({
  id,
  className,
  message,
}: {
  id: string;
  className: string | undefined;
  message: string | undefined;
}) {
  return message ? (
    <p id={id} className={className}>
      {message}
    </p>
  ) : null;
}
