// A session's tags as small chips (session cards, the daily overview).
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function TagChips({ tags }: { tags: string[] | undefined }) {
  const { t } = useTranslation('common');
  if (!tags?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" variant="outlined" color="secondary" label={`#${tag}`} />
      ))}
    </Stack>
  );
}
