/**
 * Text typed into a drawn page's fields before the app took it over (a search box: focusing it
 * starts the app, but typing goes on while the app loads). React hydrates the field with that
 * text on screen yet not in its state, and its next render of the field would put the drawn,
 * empty value back. So the text is noted before hydration and then typed again, as far as React
 * can tell: the field is set to its drawn value the way React sets it, then to the text the
 * way a keyboard does, and an input event sent, which React hands to the field's onChange.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="tel"], ' +
  'input[type="email"], input[type="number"], input[type="password"], input[type="url"], textarea';

/** Returns what types the noted text again; call it right after hydrateRoot. */
export function noteTypedText(container: HTMLElement): () => void {
  const typed = Array.from(container.querySelectorAll<Field>(TEXT_FIELDS))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
  return () => {
    for (const { field, text } of typed) {
      if (!field.isConnected) continue;
      const keyboardSetter = Object.getOwnPropertyDescriptor(
        Object.getPrototypeOf(field) as object,
        'value',
      )?.set;
      if (!keyboardSetter) continue;
      // An input event makes React hydrate the page at once and note the field as it is now
      // (text included), which changes nothing; then the field's own property, which is
      // React's, tells it the drawn value, and the text comes back as typed.
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.value = field.defaultValue;
      keyboardSetter.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
