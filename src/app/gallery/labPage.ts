/** The 3D lab's page, relative to the 2D page (both are built into the same folder): More › 3D lab… and the gallery's card go there. */
export const LAB3D_HREF = '3d.html';
/**
 * The explorable article's page, relative to the 2D page (built into the same folder): the gallery's card and the tour's last step go
 * there.
 */
export const ARTICLE_HREF = 'article.html';
