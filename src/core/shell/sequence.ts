/**
 * Watches typed keys for a secret word (part 1 §2: typing it in the widget opens diagnostics). Returns a
 * function to feed each key; it answers true when the last keys spell the word. Case-insensitive.
 */
export function createSequenceMatcher(secret: string): (key: string) => boolean {
  const word = secret.toLowerCase();
  let typed = '';
  return (key) => {
    if (key.length !== 1) return false; // Shift, Tab, arrows… do not break or extend the sequence
    typed = (typed + key.toLowerCase()).slice(-word.length);
    if (typed !== word) return false;
    typed = '';
    return true;
  };
}
