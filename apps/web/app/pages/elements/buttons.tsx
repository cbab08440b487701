import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import {
  buttonShapeList,
  buttonSizeList,
  buttonStyles,
  buttonStylesOnDark,
  iconButtons,
} from '../../content/elements/buttons.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

const row = 'flex flex-wrap items-center gap-4';

export default function ButtonsPage() {
  return (
    <ElementPage>
      <Demo
        title="Styles"
        lead="Nine styles of one Button primitive, chosen with the variant prop."
      >
        <div className={row}>
          {buttonStyles.map((b) => (
            <Button key={b.variant} variant={b.variant}>
              {b.label}
            </Button>
          ))}
        </div>
      </Demo>
      <Demo title="Sizes" lead="Small, medium, large and extra large, in every style." tone="alt">
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
      </Demo>
      <Demo title="Shapes" lead="Rounded, pill and square corners.">
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
      </Demo>
      <Demo title="With icons" lead="Icons before or after the label, and round icon-only buttons.">
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
      </Demo>
      <Demo title="On dark backgrounds" tone="dark">
        <div className={row}>
          {buttonStylesOnDark.map((b) => (
            <Button key={b.variant} variant={b.variant} size="lg">
              {b.label}
            </Button>
          ))}
        </div>
      </Demo>
      <Demo title="Disabled" lead="Disabled buttons keep their style, fade and refuse the pointer.">
        <div className={row}>
          {buttonStyles.slice(0, 4).map((b) => (
            <Button key={b.variant} variant={b.variant} disabled>
              {b.label}
            </Button>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
