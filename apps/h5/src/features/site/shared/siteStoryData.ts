import { STORY_COMPANY } from '../../../documents/legalStories.ts';

/** The demo brand's facts, as its brand file sets them. */
export const siteStoryCompany = STORY_COMPANY;

/** The tab marked current in the site's navigation. */
export const currentTab = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('nav [aria-current="page"]')?.textContent;
