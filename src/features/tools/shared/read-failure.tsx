import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';

/** What a tool could not read, in words, with a way to read it again. */
export function ReadFailure({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Banner
      variant="error"
      title={title}
      action={
        <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Banner>
  );
}
