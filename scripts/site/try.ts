import { planSite } from './create-site.ts';
console.time('p');
const p = planSite({ demo: 'restaurant', pages: ['about-us'], with: [] });
console.timeEnd('p');
console.log(p.files.size, p.sections, p.dependencies);
console.log([...p.files.keys()].filter((f) => /test|demos|typefaces|routes.ts/.test(f)).join('\n'));
