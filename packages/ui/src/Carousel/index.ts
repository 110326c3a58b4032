export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel.tsx';
export { DEFAULT_INTERVAL as CAROUSEL_INTERVAL } from './carouselModel.ts';
