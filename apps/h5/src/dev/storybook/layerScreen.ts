/**
 * A screen whose stories open layers. In Docs each story gets a frame of its own: a layer is
 * portalled to the page's body, locks its scroll and makes the rest inert, which on the docs page
 * would be every other story and the docs themselves.
 */
export const layerScreenParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, iframeHeight: 740 } },
} as const;
