import { Avatar as RadixAvatar } from 'radix-ui';
import styles from './avatar.module.css';

type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type AvatarVariant = 'circle' | 'square';

/** docs/product-decisions.md#constants: the fallback waits this long, so a fast image never flashes
 * initials first. */
export const AVATAR_FALLBACK_DELAY_MS = 600;

export interface AvatarProps {
  /** Describes the image; also the accessible name while the fallback shows. */
  alt: string;
  src?: string;
  /** Shown when there is no image or it fails to load: initials or a short mark. */
  fallback: string;
  size?: AvatarSize;
  variant?: AvatarVariant;
}

export function Avatar({ alt, src, fallback, size = 'lg', variant = 'circle' }: AvatarProps) {
  return (
    <RadixAvatar.Root className={styles.avatar} data-size={size} data-variant={variant}>
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={alt} /> : null}
      <RadixAvatar.Fallback
        className={styles.fallback}
        // Without an image there is nothing to wait for.
        delayMs={src ? AVATAR_FALLBACK_DELAY_MS : undefined}
        role="img"
        aria-label={alt}
      >
        <span aria-hidden="true">{fallback}</span>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
