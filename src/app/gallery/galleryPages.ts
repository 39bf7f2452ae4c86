/**
 * The gallery's cards for the game's other pages (the 3D lab, 3d.html): a title, a line, the link,
 * and a picture from a file (a page of its own cannot be sketched by this page's simulation).
 */

import { LAB3D_HREF } from './labPage';

/** A card for another page. */
export interface GalleryPageCard {
  /** Its id in the page (`gallery-page-lab3d`). */
  readonly id: string;
  readonly title: string;
  /** What it shows, in one line. */
  readonly line: string;
  readonly href: string;
  /** Its picture: an image of the page, in public/ (352×220, twice the card's size), and what it shows. */
  readonly image: string;
  readonly imageAlt: string;
}

/** The other pages, in the order the gallery lists them. */
export const GALLERY_PAGES: readonly GalleryPageCard[] = [
  {
    id: 'gallery-page-lab3d',
    title: '3D lab',
    line: 'A spacecraft turns by torque along the eigenaxis to a target you drag on a sphere; missiles chase it in 3D.',
    href: LAB3D_HREF,
    image: 'lab3d-card.png',
    imageAlt: '',
  },
];
