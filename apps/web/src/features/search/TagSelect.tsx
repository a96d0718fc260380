// Search's tag: one of the user's tags (GET /api/tags, most used first) narrows the results to
// the sessions carrying it; with no term, it lists them.
import { Autocomplete, TextField } from '@mui/material';
import { useGetTagsQuery } from '../../api/diary.api';
import { useTranslation } from 'react-i18next';

export function TagSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (tag: string | null) => void;
}) {
  const { t } = useTranslation('search');
  const { data } = useGetTagsQuery();
  const options = (data ?? []).map((tag) => tag.name);
  if (!options.length && !value) return null;
  return (
    <Autocomplete
      options={value && !options.includes(value) ? [value, ...options] : options}
      value={value}
      onChange={(_e, next) => onChange(next)}
      size="small"
      sx={{ mt: 1.5, maxWidth: { sm: 320 } }}
      renderInput={(params) => <TextField {...params} label={t('tag.label')} placeholder={t('tag.any')} />}
    />
  );
}
