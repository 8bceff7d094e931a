import { isLoggedIn, member, preview } from '../state/store';
import { t } from './t';

const AUDIENCE = { visitor: 'previewVisitor', free: 'previewFree', paid: 'previewPaid' } as const;

/**
 * 'Preview: {audience}' while the owner previews the page as an audience (state/applyPreview.ts), and the way out: the
 * preview was taken from session storage at boot, so a reload shows the page as the browser's real session sees it.
 */
export function PreviewNotice() {
  const audience = preview.value;
  if (!audience) return null;
  // A member preview whose token ran out (it has no refresh) goes on as a visitor's page: say so.
  const label =
    audience !== 'visitor' && !isLoggedIn.value
      ? t('previewExpired')
      : t('previewNotice', {
          audience: audience === 'plan' ? t('previewPlan', { plan: member.value?.memberships[0]?.name ?? '…' }) : t(AUDIENCE[audience as 'free']),
        });
  return (
    <div className="preview-note" data-preview={audience}>
      <span role="status">{label}</span>
      <button type="button" className="link" onClick={() => location.reload()}>
        {t('previewEnd')}
      </button>
    </div>
  );
}
