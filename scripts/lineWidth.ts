/** The line width of every formatted file, characters (Prettier's printWidth in .prettierrc.json). */
export const LINE_WIDTH = 140;
