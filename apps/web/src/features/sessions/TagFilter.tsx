// The Sessions screen's filter by tag: the day's tags as chips, one chosen at a time.
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The tags of the day's sessions. */
  tags: string[];
  value: string | null;
  onChange: (tag: string | null) => void;
  shown: number;
  total: number;
}

export function TagFilter({ tags, value, onChange, shown, total }: Props) {
  const { t } = useTranslation('sessions');
  if (!tags.length) return null;
  return (
    <Stack spacing={0.75}>
      <Stack
        direction="row"
        spacing={0.75}
        useFlexGap
        flexWrap="wrap"
        role="group"
        aria-label={t('filter.label')}
      >
        <Chip
          label={t('filter.all')}
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
          {t('filter.shown', { shown, count: total, tag: value })}
        </Typography>
      )}
    </Stack>
  );
}
