import { cn } from '~/components/ui/cn.ts';
import type { DishTag } from '~/i18n/messages.ts';
import type { MenuCourse } from './menu-list.tsx';

const tagClasses: Record<DishTag, string> = {
  vegetarian: 'border-line text-ink',
  spicy: 'border-brand text-brand',
  new: 'border-transparent bg-brand text-on-brand',
};

/** The classes of a variant's dish list (one per variant in menu-list.tsx). */
export interface Look {
  list: string;
  item: string;
  head: string;
  name: string;
  leader: string;
  description: string;
  tags: string;
}

/** One course's dishes: name, dot leader and price, then description and tags. */
export function DishList({
  course,
  look,
  price,
  tagLabels,
  notes,
}: {
  course: MenuCourse;
  look: Look;
  price: (cents: number) => string;
  tagLabels: Record<DishTag, string>;
  notes: (dish: string) => string;
}) {
  return (
    <ul className={look.list}>
      {course.dishes.map((dish) => (
        <li key={dish.id} className={look.item}>
          <div className={look.head}>
            <h3 className={look.name}>{dish.name}</h3>
            <span aria-hidden="true" className={look.leader} />
            <p className="text-brand shrink-0 font-bold whitespace-nowrap">
              {price(dish.priceCents)}
            </p>
          </div>
          {dish.description && <p className={look.description}>{dish.description}</p>}
          {dish.tags && dish.tags.length > 0 && (
            <ul className={look.tags} aria-label={notes(dish.name)}>
              {dish.tags.map((tag) => (
                <li
                  key={tag}
                  className={cn(
                    'rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
                    tagClasses[tag],
                  )}
                >
                  {tagLabels[tag]}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
