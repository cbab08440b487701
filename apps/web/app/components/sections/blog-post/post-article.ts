/** A titled part of an article: its h2 and paragraphs. */
export interface ArticleSection {
  /** Anchor id, unique within the article. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

/** The long form of a blog post (the post's card data, `BlogPost`, holds title, summary, image, author). */
export interface BlogArticle {
  lead: string;
  sections: readonly ArticleSection[];
  quote: { quote: string; author: string; role?: string };
}

/** The text of a post page: the long form when there is one, else the post's summary as its lead. */
export type PostArticle = Pick<BlogArticle, 'lead' | 'sections'> &
  Partial<Pick<BlogArticle, 'quote'>>;
