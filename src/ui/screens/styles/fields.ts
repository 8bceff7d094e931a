/** The screens' other fields: custom sign-up fields (form/CustomFields.tsx), choices and the avatar upload (screens/EditProfile.tsx). */
export const CSS = `
select{min-height:var(--ms-control-height)}
select,textarea{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);color:var(--ms-text)}
textarea{resize:vertical}
select:focus,textarea:focus{outline:2px solid var(--ms-cta);outline-offset:1px}
select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--ms-error)}
.choices{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;min-width:0}
.choices legend{padding:0;margin-bottom:4px;font-size:14px;font-weight:700}
label.choice{flex-direction:row;align-items:center;gap:8px;font-weight:400}
label.choice input{margin:0;padding:0;width:16px;height:16px;flex:none;accent-color:var(--ms-cta)}
/* The picture: the avatar beside its name and a 'Change photo' button (a label holding the hidden file input),
   which shows the focus ring when the input has it. */
.avatar-field{display:flex;gap:var(--ms-space-4);align-items:center}
.avatar-upload{display:flex;flex-direction:column;align-items:flex-start;gap:var(--ms-space-2);flex:1;min-width:0}
.avatar-upload-name{font-size:var(--ms-text-sm);font-weight:600}
.avatar-upload label.btn{flex-direction:row;font-size:var(--ms-text-sm);position:relative}
.avatar-upload input.sr-only{padding:0;border:0;margin:-1px}
.avatar-upload label.btn:focus-within{outline:var(--ms-focus);outline-offset:2px}
.avatar-preview{width:80px;height:80px;border-radius:50%;object-fit:cover;flex:none}
`;
