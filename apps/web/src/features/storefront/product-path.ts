// A product's address is one fact shared with the server's page heads and sitemap (@toko/shared/constants).
export { productPath, UNCATEGORISED_SEGMENT } from '@toko/shared/constants';
