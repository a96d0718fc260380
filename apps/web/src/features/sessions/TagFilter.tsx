// The Sessions screen's filter by tag: the day's tags as chips, one chosen at a time.
import { Chip, Stack, Typography } from '@mui/material';

interface Props {
  /** The tags of the day's sessions. */
  tags: string[];
  value: string | null;
  onChange: (tag: string | null) => void;
  shown: number;
  total: number;
}

export function TagFilter({ tags, value, onChange, shown, total }: Props) {
  if (!tags.length) return null;
  return (
    <Stack spacing={0.75}>
      <Stack
        direction="row"
        spacing={0.75}
        useFlexGap
        flexWrap="wrap"
        role="group"
        aria-label="Filter sessions by tag"
      >
        <Chip
          label="All tags"
          color={value === null ? 'primary' : 'default'}
          variant={value === null ? 'filled' : 'outlined'}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        />
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={`#${tag}`}
            color={value === tag ? 'primary' : 'default'}
            variant={value === tag ? 'filled' : 'outlined'}
            aria-pressed={value === tag}
            onClick={() => onChange(value === tag ? null : tag)}
          />
        ))}
      </Stack>
      {value && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {shown} of {total} sessions tagged #{value}
        </Typography>
      )}
    </Stack>
  );
}
