export { CarouselPreview, type CarouselPreviewProps, type CarouselSlide } from './CarouselPreview';
