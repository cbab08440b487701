import Swiper from 'swiper';
import { Autoplay, Keyboard } from 'swiper/modules';

// Loaded on demand by the carousel (dynamic import), so pages only pay for Swiper when a carousel nears the viewport.
export const modules = [Autoplay, Keyboard];
export { Swiper };
