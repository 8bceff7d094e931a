/** The icons of ui/icons.tsx: strokes in the text's colour; a chevron points the way the text reads. */
export const CSS = `
.icon{flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
[dir=rtl] .chevron{transform:scaleX(-1)}
`;
