import { ElementPage } from '~/components/layout/element-page.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import {
  buttonShapeList,
  buttonSizeList,
  buttonStyles,
  buttonStylesOnDark,
  iconButtons,
} from '~/content/elements/buttons.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const row = 'flex flex-wrap items-center gap-4';

const demos = [
  {
    label: 'Styles',
    node: (
      <Section spacing="sm">
        <div className={row}>
          {buttonStyles.map((b) => (
            <Button key={b.variant} variant={b.variant}>
              {b.label}
            </Button>
          ))}
        </div>
      </Section>
    ),
  },
  {
    label: 'Sizes: small, medium, large, extra large',
    node: (
      <Section spacing="sm" tone="alt">
        <div className="grid gap-8">
          {buttonStyles.map((b) => (
            <div key={b.variant}>
              <h3 className="text-muted mb-3 text-sm font-semibold">{b.label}</h3>
              <div className={row}>
                {buttonSizeList.map((size) => (
                  <Button key={size} variant={b.variant} size={size}>
                    {`${b.label} ${size}`}
                  </Button>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Section>
    ),
  },
  {
    label: 'Shapes: rounded, pill, square',
    node: (
      <Section spacing="sm">
        <div className="grid gap-6">
          {buttonStyles.slice(0, 7).map((b) => (
            <div key={b.variant} className={row}>
              {buttonShapeList.map((shape) => (
                <Button key={shape} variant={b.variant} shape={shape}>
                  {`${b.label} ${shape}`}
                </Button>
              ))}
            </div>
          ))}
        </div>
      </Section>
    ),
  },
  {
    label: 'With icons',
    node: (
      <Section spacing="sm">
        <div className={row}>
          {iconButtons.map((b) =>
            b.iconSide === 'only' ? (
              <Button key={b.label} variant={b.variant} shape="circle" aria-label={b.label}>
                <Icon name={b.icon} size={18} />
              </Button>
            ) : (
              <Button key={b.label} variant={b.variant} shape="pill">
                {b.iconSide === 'start' && <Icon name={b.icon} size={18} />}
                {b.label}
                {b.iconSide === 'end' && <Icon name={b.icon} size={18} />}
              </Button>
            ),
          )}
        </div>
      </Section>
    ),
  },
  {
    label: 'On dark backgrounds',
    node: (
      <Section spacing="sm" tone="dark">
        <div className={row}>
          {buttonStylesOnDark.map((b) => (
            <Button
              key={b.variant}
              variant={b.variant}
              size="lg"
              className="focus-visible:outline-white"
            >
              {b.label}
            </Button>
          ))}
        </div>
      </Section>
    ),
  },
  {
    label: 'Disabled',
    node: (
      <Section spacing="sm">
        <div className={row}>
          {buttonStyles.slice(0, 4).map((b) => (
            <Button key={b.variant} variant={b.variant} disabled>
              {b.label}
            </Button>
          ))}
        </div>
      </Section>
    ),
  },
];

export default function ButtonsPage() {
  return <ElementPage demos={demos} />;
}
