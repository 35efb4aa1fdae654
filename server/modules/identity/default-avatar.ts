/** The picture shown for a person without one. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="avatar">
<rect width="96" height="96" fill="#dfe4ea"/>
<circle cx="48" cy="36" r="18" fill="#a4b0be"/>
<path d="M14 92c4-20 18-30 34-30s30 10 34 30z" fill="#a4b0be"/>
</svg>
`;
