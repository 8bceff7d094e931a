import type { PreviewShown } from '../core/shell/previewEntry';
import { isLoggedIn, member, preview } from '../state/store';
import { t } from '../shell/t';
// Its words are beyond the shell's (shell/t.ts).
import './allTexts';

const AUDIENCE = { free: 'previewFree', paid: 'previewPaid', plan: 'previewPlan' } as const;

/** 'free member of Free Community, joined 30 days ago': what the preview simulates, as far as the entry says. */
function simulated({ audience, plan, joinedDaysAgo }: PreviewShown): string {
  if (audience === 'visitor') return t('previewVisitor');
  // An entry without the name (it is optional): the synthetic member's membership names it.
  const who = t(AUDIENCE[audience], { plan: plan ?? member.value?.memberships[0]?.name ?? '…' });
  return joinedDaysAgo === null ? who : t('previewJoined', { audience: who, days: joinedDaysAgo });
}

/**
 * 'Preview: {audience}' while the owner previews the page as an audience (state/applyPreview.ts), and the way out: the
 * preview was taken from session storage at boot, so a reload shows the page as the browser's real session sees it.
 */
export function PreviewNotice() {
  const shown = preview.value;
  if (!shown) return null;
  // A member preview whose token ran out (it has no refresh) goes on as a visitor's page: say so.
  const label = shown.audience !== 'visitor' && !isLoggedIn.value ? t('previewExpired') : t('previewNotice', { audience: simulated(shown) });
  return (
    <div className="preview-note" data-preview={shown.audience}>
      <span role="status">{label}</span>
      <button type="button" className="link" onClick={() => location.reload()}>
        {t('previewEnd')}
      </button>
    </div>
  );
}
