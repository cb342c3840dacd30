import { categoryPages } from '../../../shared/catalog/categories.ts';
import { genres } from '../../../shared/catalog/genres.ts';

/** The genre menu (SPEC 2.4) and the download categories (SPEC 2.13). */
export const genreOptions = genres.map((genre) => ({ value: genre.id, label: genre.label }));

export const categoryOptions = categoryPages.map((page) => ({ value: page.slug, label: page.title }));
