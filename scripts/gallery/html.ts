/** The gallery's index.html: one row per scene, desktop and phone side by side, grouped as in the scene table. */

export interface Shot {
  file: string;
  /** The whole dialog when it is taller than the screen. */
  full?: string;
  /** Why the scene could not be shown (the picture, if any, shows where it stopped). */
  error?: string;
  /** Phone only: what reaches outside the screen sideways (./overflow.ts). */
  overflow?: string[];
}

export interface Row {
  group: string;
  groupId: string;
  id: string;
  title: string;
  shots: Partial<Record<'desktop' | 'phone', Shot>>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cell(shot: Shot | undefined, size: string): string {
  if (!shot) return `<figure class="missing">not run</figure>`;
  const picture = shot.file
    ? `<a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="${escape(size)}" loading="lazy"></a>`
    : '<div class="missing">no picture</div>';
  const notes = [
    shot.full ? `<a href="${escape(shot.full)}">whole dialog</a>` : '',
    shot.error ? `<pre class="error">${escape(shot.error)}</pre>` : '',
    shot.overflow?.length
      ? `<details class="overflow" open><summary>overflows at 390 px (${shot.overflow.length})</summary><ul>${shot.overflow.map((o) => `<li>${escape(o)}</li>`).join('')}</ul></details>`
      : '',
  ].join('');
  return `<figure class="${size}">${picture}<figcaption>${escape(size)} ${notes}</figcaption></figure>`;
}

export function indexPage(
  rows: Row[],
  meta: { seconds: number; sizes: readonly { name: string; viewport: { width: number; height: number } }[] },
): string {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const failed = rows.filter((r) => Object.values(r.shots).some((s) => s?.error)).length;
  const overflowing = rows.filter((r) => r.shots.phone?.overflow?.length).length;
  const sizes = meta.sizes.map((s) => `${s.name} ${s.viewport.width}×${s.viewport.height}`).join(', ');
  const toc = [...groups.keys()].map((g, i) => `<li><a href="#g${i}">${escape(g)}</a></li>`).join('');
  const sections = [...groups]
    .map(
      ([group, list], i) =>
        `<section id="g${i}"><h2>${escape(group)}</h2>${list
          .map(
            (row) => `<article id="${escape(row.id)}" class="${Object.values(row.shots).some((s) => s?.error) ? 'failed' : ''}">
  <h3><a href="#${escape(row.id)}">${escape(row.title)}</a> <code>${escape(row.id)}</code></h3>
  <div class="pair">${cell(row.shots.desktop, 'desktop')}${cell(row.shots.phone, 'phone')}</div>
</article>`,
          )
          .join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget gallery</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0; padding: 16px 24px 48px; background: #f4f4f6; color: #1d1d22; }
  h1 { margin: 0 0 4px; } h2 { margin: 32px 0 8px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
  h3 { font-size: 15px; margin: 0 0 8px; } h3 a { color: inherit; text-decoration: none; } code { color: #666; font-size: 12px; }
  .summary { color: #555; } .toc { columns: 3; padding-left: 18px; }
  article { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px; margin: 12px 0; }
  article.failed { border-color: #c0392b; box-shadow: inset 4px 0 #c0392b; }
  .pair { display: grid; grid-template-columns: minmax(0, 3.3fr) minmax(0, 1fr); gap: 16px; align-items: start; }
  figure { margin: 0; } img { width: 100%; height: auto; border: 1px solid #ccc; display: block; }
  figcaption { color: #666; font-size: 12px; margin-top: 4px; }
  .error { color: #a4281b; white-space: pre-wrap; font-size: 12px; background: #fdf0ee; padding: 6px; }
  .overflow { color: #8a5300; } .overflow ul { margin: 4px 0; padding-left: 16px; }
  .missing { color: #999; padding: 40px; text-align: center; border: 1px dashed #ccc; }
</style>
</head>
<body>
<h1>Widget gallery</h1>
<p class="summary">${rows.length} scenes at ${escape(sizes)} from the fixture world, made by <code>npm run gallery</code> in ${meta.seconds} s.
${failed ? `<strong>${failed} failed</strong> (red).` : 'None failed.'} ${overflowing} overflow sideways at 390 px.</p>
<ul class="toc">${toc}</ul>
${sections}
</body>
</html>
`;
}
