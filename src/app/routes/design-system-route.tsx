import { useMemo, useState, type ReactNode } from 'react';
import { Avatar } from '@/design-system/avatar';
import { Badge, type Tone } from '@/design-system/badge';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { CalloutBanner } from '@/design-system/callout-banner';
import { CodeDisplay } from '@/design-system/code-display';
import { Dialog } from '@/design-system/dialog';
import { DropdownMenu } from '@/design-system/dropdown-menu';
import { HoverCard } from '@/design-system/hover-card';
import { Icon, ICON_NAMES } from '@/design-system/icon';
import { LabelledSection } from '@/design-system/labelled-section';
import { Link } from '@/design-system/link';
import { Select } from '@/design-system/select';
import { Sheet } from '@/design-system/sheet';
import { Shimmer } from '@/design-system/shimmer';
import { StatusIcon } from '@/design-system/status-icon';
import { Switch } from '@/design-system/switch';
import { Tabs } from '@/design-system/tabs';
import { TextInput } from '@/design-system/text-input';
import { ThemeToggle } from '@/design-system/theme-toggle';
import { useToast } from '@/design-system/toaster';
import { Tooltip, TooltipProvider } from '@/design-system/tooltip';
import { ValueDisplay } from '@/design-system/value-display';
import { HEADER_TOOLTIP_DELAY_MS } from '@/config/constants';
import { makeClaritySample } from './clarity-sample';
import styles from './design-system-route.module.css';

const TONES: Tone[] = ['default', 'error', 'info', 'success', 'warning'];
const SIZES = ['sm', 'md', 'lg'] as const;
const SWATCHES = [
  'background',
  'surface',
  'surface-raised',
  'text-primary',
  'text-secondary',
  'border',
  'action',
  'focus',
  'danger',
  'success',
  'info',
  'warning',
];
const SPACES = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128];

const SAMPLE = `;; Transfer with a memo, refusing zero amounts.
(define-constant ERR_ZERO (err u1))

(define-public (send (amount uint) (to principal) (memo (buff 34)))
  (begin
    (asserts! (> amount u0) ERR_ZERO)
    (try! (stx-transfer-memo? amount tx-sender to memo))
    (ok true)))

(define-read-only (greeting) "Hello, Stacks")
`;

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection {...props} className={styles.section} headingClassName={styles.sectionTitle} />
  );
}

function Row({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      {label ? <span className={styles.rowLabel}>{label}</span> : null}
      <div className={styles.rowItems}>{children}</div>
    </div>
  );
}

function OverlaysDemo() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sheetSide, setSheetSide] = useState<'bottom' | 'right' | undefined>();
  const showToast = useToast();
  return (
    <>
      <Row label="Dialog and sheet">
        <Button variant="outline" onClick={() => setDialogOpen(true)}>
          Open dialog
        </Button>
        <Button variant="outline" onClick={() => setSheetSide('bottom')}>
          Open bottom sheet
        </Button>
        <Button variant="outline" onClick={() => setSheetSide('right')}>
          Open side sheet
        </Button>
      </Row>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Dialog title"
        description="Closes on Escape or a click outside; full screen below 768 px."
        actions={
          <>
            <Button variant="outline" onClick={() => setDialogOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setDialogOpen(false)}>Confirm</Button>
          </>
        }
      >
        <TextInput label="Field inside the dialog" />
      </Dialog>
      <Sheet
        open={sheetSide !== undefined}
        onOpenChange={(open) => {
          if (!open) setSheetSide(undefined);
        }}
        side={sheetSide ?? 'bottom'}
        title="Sheet title"
        description="A panel from the edge of the screen."
      >
        <Button onClick={() => setSheetSide(undefined)}>Done</Button>
      </Sheet>
      <Row label="Menu, tooltip, hover card">
        <DropdownMenu
          align="start"
          trigger={<Button variant="outline">Open menu</Button>}
          items={[
            { label: 'First action', onSelect: () => undefined },
            { label: 'Second action', onSelect: () => undefined },
            { label: 'Destructive action', onSelect: () => undefined, intent: 'danger' },
          ]}
        />
        <Tooltip content="A tooltip: 700 ms to open, at most 250 px wide.">
          <Button variant="ghost">Hover for a tooltip</Button>
        </Tooltip>
        <Tooltip
          content="The header's tooltips open after 220 ms."
          delayDuration={HEADER_TOOLTIP_DELAY_MS}
        >
          <Button variant="ghost">Header tooltip</Button>
        </Tooltip>
        <HoverCard trigger={<Link href="#hover-card">Hover card</Link>}>
          <p className={styles.flush}>
            Opens after 700 ms, closes 300 ms after the pointer leaves; up to 320 px wide.
          </p>
        </HoverCard>
      </Row>
      <Row label="Toasts (F8 focuses them)">
        {(['default', 'success', 'error'] as const).map((variant) => (
          <Button
            key={variant}
            variant="outline"
            onClick={() =>
              showToast({
                title: `A ${variant} toast`,
                description: 'Swipe right or press Dismiss.',
                variant,
              })
            }
          >
            Show {variant} toast
          </Button>
        ))}
      </Row>
    </>
  );
}

function LargeSourceDemo() {
  const [size, setSize] = useState<number>();
  // Built once per size: a new string on every render would restart the highlighting.
  const source = useMemo(() => (size === undefined ? undefined : makeClaritySample(size)), [size]);
  return (
    <>
      <Row label="Large sources">
        <Button variant="outline" onClick={() => setSize(100 * 1024)}>
          Show 100 KB source
        </Button>
        <Button variant="outline" onClick={() => setSize(1024 * 1024)}>
          Show 1 MB source
        </Button>
      </Row>
      {size === undefined || source === undefined ? null : (
        <CodeDisplay source={source} title={`sample-${size / 1024}kb.clar`} />
      )}
    </>
  );
}

function PaletteSection() {
  return (
    <Section id="ds-tokens" title="Palette, spacing and type">
      <ul className={styles.swatches}>
        {SWATCHES.map((name) => (
          <li key={name} className={styles.swatch}>
            <span
              className={styles.swatchColor}
              style={{ background: `var(--color-ink-${name})` }}
            />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <ul className={styles.spaces} aria-label="Spacing scale">
        {SPACES.map((space) => (
          <li key={space} className={styles.space}>
            <span className={styles.spaceBar} style={{ width: space }} />
            <code>{space}px</code>
          </li>
        ))}
      </ul>
      <p className={styles.flush}>
        Text face, and <code className={styles.mono}>monospace for code and addresses</code>.
      </p>
    </Section>
  );
}

function ButtonSection() {
  return (
    <Section id="ds-buttons" title="Button">
      {(['solid', 'outline', 'ghost'] as const).map((variant) => (
        <Row key={variant} label={variant}>
          {(['default', 'danger', 'success'] as const).map((intent) => (
            <Button key={intent} variant={variant} intent={intent}>
              {intent}
            </Button>
          ))}
        </Row>
      ))}
      <Row label="sizes">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            Size {size}
          </Button>
        ))}
      </Row>
      <Row label="states">
        <Button loading>Loading</Button>
        <Button disabled>Disabled</Button>
        <Button variant="outline" disabled>
          Disabled outline
        </Button>
      </Row>
    </Section>
  );
}

function LinkSection() {
  return (
    <Section id="ds-links" title="Link">
      {(['underlined', 'text'] as const).map((variant) => (
        <Row key={variant} label={variant}>
          {SIZES.map((size) => (
            <Link key={size} href="#ds-links" size={size} variant={variant}>
              Link {size}
            </Link>
          ))}
        </Row>
      ))}
    </Section>
  );
}

function AvatarSection() {
  return (
    <Section id="ds-avatars" title="Avatar">
      {(['circle', 'square'] as const).map((variant) => (
        <Row key={variant} label={variant}>
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Avatar
              key={size}
              alt={`Avatar ${size} ${variant}`}
              fallback="SA"
              size={size}
              variant={variant}
            />
          ))}
        </Row>
      ))}
    </Section>
  );
}

function BadgeAndBannerSection() {
  const [calloutShown, setCalloutShown] = useState(false);
  return (
    <Section id="ds-badges" title="Badge and banner">
      <Row>
        {TONES.map((tone) => (
          <Badge key={tone} variant={tone}>
            {tone}
          </Badge>
        ))}
      </Row>
      <div className={styles.stack}>
        {TONES.map((tone) => (
          <Banner key={tone} variant={tone} title={`A ${tone} banner`}>
            Banners explain a state of the page.
          </Banner>
        ))}
      </div>
      <Switch
        label="Show a callout at the top of the page"
        checked={calloutShown}
        onCheckedChange={setCalloutShown}
      />
      {calloutShown ? (
        <CalloutBanner variant="info" title="Callout banner">
          Rendered into the page&apos;s callout area.
        </CalloutBanner>
      ) : null}
    </Section>
  );
}

function IconSection() {
  return (
    <Section id="ds-icons" title="Icons and status">
      {(['small', 'medium'] as const).map((size) => (
        <Row key={size} label={size === 'small' ? '16 px' : '24 px'}>
          {ICON_NAMES.map((name) => (
            <Icon key={name} name={name} size={size} label={name} />
          ))}
        </Row>
      ))}
      <Row label="status">
        {(['failed', 'pending', 'sent'] as const).map((status) => (
          <span key={status} className={styles.inline}>
            <StatusIcon status={status} size="medium" /> {status}
          </span>
        ))}
      </Row>
    </Section>
  );
}

function ValueSection() {
  return (
    <Section id="ds-values" title="Values">
      <dl className={styles.values}>
        <dt>Filled</dt>
        <dd>
          <ValueDisplay value="SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7" mono />
        </dd>
        <dt>Zero</dt>
        <dd>
          <ValueDisplay value={0} />
        </dd>
        <dt>Empty</dt>
        <dd>
          <ValueDisplay value={null} />
        </dd>
      </dl>
    </Section>
  );
}

function TextInputSection() {
  return (
    <Section id="ds-inputs" title="Text input">
      <div className={styles.grid}>
        <TextInput label="Empty" />
        <TextInput label="With a value" defaultValue="Hello" />
        <TextInput label="Shrunk label" shrink placeholder="Placeholder" />
        <TextInput label="Number" type="number" hint="Digits only" />
        <TextInput label="With an error" defaultValue="12x" error="Digits only, please" />
        <TextInput label="Disabled" disabled defaultValue="Read only" />
      </div>
    </Section>
  );
}

function ControlSection() {
  return (
    <Section id="ds-controls" title="Select, tabs and switch">
      <Row>
        <Select
          label="A select"
          defaultValue="one"
          options={[
            { value: 'one', label: 'Option one' },
            { value: 'two', label: 'Option two' },
            { value: 'three', label: 'Unavailable', disabled: true },
          ]}
        />
        <Select label="With a placeholder" options={[{ value: 'a', label: 'A' }]} />
      </Row>
      <Tabs
        label="Example tabs"
        items={[
          {
            value: 'first',
            label: 'First',
            content: <p className={styles.flush}>First tab.</p>,
          },
          {
            value: 'second',
            label: 'Second',
            content: <p className={styles.flush}>Second tab.</p>,
          },
          { value: 'third', label: 'Disabled', content: null, disabled: true },
        ]}
      />
      <Row>
        <Switch label="On" defaultChecked />
        <Switch label="Off" />
        <Switch label="Disabled" disabled />
      </Row>
    </Section>
  );
}

function CodeSection() {
  return (
    <Section id="ds-code" title="Code display">
      <CodeDisplay source={SAMPLE} title="transfer.clar" />
      <CodeDisplay src="/examples/counter.clar" />
      <CodeDisplay src="/examples/missing.clar" />
      <CodeDisplay src="/examples/empty.clar" />
      <LargeSourceDemo />
    </Section>
  );
}

/** /design-system — every component in every variant, size and state. Reachable by
 * URL only; not in the navigation. */
export function Component() {
  return (
    <TooltipProvider>
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.heading}>Design system</h1>
          <p className={styles.lead}>
            The ink palette and Satchel&apos;s components. The theme follows your system unless you
            pick one:
          </p>
          <ThemeToggle />
        </header>

        <PaletteSection />

        <ButtonSection />

        <LinkSection />

        <AvatarSection />

        <BadgeAndBannerSection />

        <IconSection />

        <ValueSection />

        <TextInputSection />

        <ControlSection />

        <Section id="ds-overlays" title="Overlays">
          <OverlaysDemo />
        </Section>

        <Section id="ds-loading" title="Loading shimmer">
          <Shimmer heading lines={3} label="Loading an example…" />
        </Section>

        <CodeSection />
      </div>
    </TooltipProvider>
  );
}
