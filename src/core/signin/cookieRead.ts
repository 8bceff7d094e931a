/** Reading the token cookies (part 1 §9): pure string work, apart from their writing (cookies.ts), which only a session needs. */

/** Raw (still encoded) values by name: a chunk may end inside an escape, so decoding waits for the join. */
export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) out.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return out;
}

/** Reassembles and decodes `name.0`, `name.1`, … in order; null when there is none or it does not decode. */
export function joinChunks(cookies: Map<string, string>, name: string): string | null {
  const parts: string[] = [];
  for (let i = 0; cookies.has(`${name}.${i}`); i++) parts.push(cookies.get(`${name}.${i}`)!);
  if (!parts.length) return null;
  try {
    return decodeURIComponent(parts.join(''));
  } catch {
    return null;
  }
}

/** The names of every chunk of `name` present, for removal (more may exist than the new value needs). */
export const chunkNames = (cookies: Map<string, string>, name: string): string[] =>
  [...cookies.keys()].filter((key) => key.startsWith(`${name}.`) && /^\d+$/.test(key.slice(name.length + 1)));
